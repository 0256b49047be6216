import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { articleAdminCopy } from "~/admin/content/articles";
import { formatDateTime } from "~/lib/dates";

/** What the edit view's action answers to intent=share (app/.server/articles/share-preview.ts). */
export interface SharedPreview {
  url: string;
  expiresAt: Date | string;
}

const copy = articleAdminCopy.share;

/**
 * 'Compartir vista previa': asks the edit view's action for a signed link to the saved article,
 * valid 7 days without signing in, and shows it ready to copy.
 */
export function ArticleSharePreview() {
  const fetcher = useFetcher<SharedPreview>();
  const [copied, setCopied] = useState(false);
  const shared = fetcher.data && "url" in fetcher.data ? fetcher.data : null;
  return (
    <section aria-labelledby="compartir-vista-previa" className="mb-6 rounded-lg border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="compartir-vista-previa" className="text-lg font-semibold text-stone-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{copy.hint}</p>
      <fetcher.Form method="post" className="mt-3" onSubmit={() => setCopied(false)}>
        <Button type="submit" name="intent" value="share" variant="secondary" size="md" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? copy.creating : copy.button}
        </Button>
      </fetcher.Form>
      {shared && (
        <div className="mt-4 flex flex-col gap-2">
          <label htmlFor="enlace-vista-previa" className="text-sm font-semibold text-stone-800">
            {copy.label}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="enlace-vista-previa"
              readOnly
              value={shared.url}
              className="min-w-0 flex-1 font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button
              type="button"
              variant="secondary"
              size="md"
              onClick={() => {
                void navigator.clipboard?.writeText(shared.url).then(() => setCopied(true));
              }}
            >
              {copied ? copy.copied : copy.copy}
            </Button>
          </div>
          <p className="text-sm text-stone-600">{copy.validUntil(formatDateTime(shared.expiresAt))}</p>
        </div>
      )}
    </section>
  );
}
