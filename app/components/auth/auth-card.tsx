import type { ReactNode } from "react";

// The frame of every account page: one narrow column, a heading and an introduction.
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {intro ? <div className="mt-2 text-stone-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
