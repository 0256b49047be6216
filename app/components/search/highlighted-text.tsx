import type { TextPart } from "~/lib/search";

/** Text with the searched words in <mark> (the results' titles and snippets, the suggestions). */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-straw-300/70 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
