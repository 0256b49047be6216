import type { ReactNode } from "react";

/** The closing call to action of a page: a short pitch and its buttons or links. */
export function CtaBand({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
          <p className="mt-3 text-lg text-brand-50">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
