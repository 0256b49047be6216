import type { Step } from "~/content/blocks";

/**
 * An ordered programme: numbered cards that read as a sequence (the 3-, 4- and 7-step programmes of
 * docs/requirements.md §2).
 */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-stone-200 bg-white p-6 pl-20 shadow-sm">
          <span
            aria-hidden="true"
            className="absolute top-6 left-6 flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold text-brand-900">
            <span className="sr-only">Paso {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-stone-700">{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
