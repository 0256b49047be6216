import { Link } from "react-router";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { AdminPageHeader } from "~/admin/components/admin-shell";
import { ListPagination } from "~/admin/components/list-controls";
import { historyCopy as copy } from "~/admin/content/history";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { formatDateTime } from "~/lib/dates";
import type { TextDiffPart } from "~/lib/text-diff";
import type { Notice as NoticeData } from "~/lib/toast";

// The one «Historial» screen of every versioned record (app/.server/history/history-page.ts loads
// it): the versions newest first, who and when, what changed from the version before, an article's
// body as a word diff (<del>/<ins>, named for screen readers, not colour only), and «Restaurar esta
// versión» through the one confirmation component. Server-rendered; works without JavaScript.

interface VersionView {
  number: number;
  actorEmail: string;
  at: string;
  restoredFrom: number | null;
  changes: string[] | null;
  textDiff: { label: string; parts: TextDiffPart[] } | null;
}

export interface HistoryPageData {
  record: { label: string; version: number; editHref: string; historyHref: string };
  versions: VersionView[];
  latest: number | null;
  total: number;
  page: number;
  pageCount: number;
  kept: number;
}

/** A link to the record's history, for its edit screen's header. */
export function HistoryLink({ to }: { to: string }) {
  return (
    <Button asChild variant="secondary" size="md">
      <Link to={to} title={copy.linkDescription}>
        {copy.link}
      </Link>
    </Button>
  );
}

function TextDiff({ parts }: { parts: TextDiffPart[] }) {
  return (
    <p className="mt-1 rounded-md bg-stone-50 p-3 text-sm leading-relaxed whitespace-pre-line text-stone-800">
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "removed" ? (
          <del key={index} className="bg-red-100 text-red-900 decoration-2">
            <span className="sr-only">[{copy.removed} </span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={index} className="bg-green-100 font-semibold text-green-900 no-underline">
            <span className="sr-only">[{copy.added} </span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

function Version({ version, current, base }: { version: VersionView; current: boolean; base: number }) {
  const preHistory = version.actorEmail === "";
  return (
    <li id={`version-${version.number}`} className="scroll-mt-4 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-stone-900">
            {copy.version(version.number)}
            {current ? (
              <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-sm font-medium text-brand-800">{copy.current}</span>
            ) : null}
          </h2>
          <p className="text-sm text-stone-700">
            <span className="break-all">{preHistory ? copy.preHistory : version.actorEmail}</span>
            {" · "}
            <time dateTime={version.at}>{formatDateTime(version.at)}</time>
          </p>
          {version.restoredFrom ? (
            <p className="mt-1 text-sm font-medium text-stone-900">{copy.restoredFrom(version.restoredFrom)}</p>
          ) : null}
          {preHistory ? <p className="mt-1 text-sm text-stone-700">{copy.preHistoryHint}</p> : null}
        </div>
        {current ? null : (
          <ConfirmDestructive
            question={copy.restoreQuestion(version.number)}
            consequence={copy.restoreConsequence}
            form={{ intent: "restore", fields: { number: String(version.number), version: String(base) } }}
            confirmLabel={copy.restoreConfirm}
            pendingText={copy.restorePending}
            opener={{
              trigger: (
                <>
                  {copy.restore}
                  <span className="sr-only"> ({copy.version(version.number)})</span>
                </>
              ),
            }}
          />
        )}
      </div>
      {version.changes === null ? (
        <p className="mt-3 text-sm text-stone-600">{copy.firstKept}</p>
      ) : version.changes.length === 0 && !version.textDiff ? (
        <p className="mt-3 text-sm text-stone-600">{copy.noChanges}</p>
      ) : (
        <div className="mt-3">
          <h3 className="sr-only">{copy.changesLabel}</h3>
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            {version.changes.map((line) => (
              <li key={line} className="break-words">
                {line}
              </li>
            ))}
          </ul>
          {version.textDiff ? (
            <div className="mt-3">
              <h3 className="text-sm font-semibold text-stone-900">{copy.textDiffLabel(version.textDiff.label)}</h3>
              <TextDiff parts={version.textDiff.parts} />
            </div>
          ) : null}
        </div>
      )}
    </li>
  );
}

export function HistoryPage({ history, notice }: { history: HistoryPageData; notice: NoticeData | null | undefined }) {
  const { record, versions, latest } = history;
  return (
    <>
      <AdminPageHeader title={`${copy.title}: ${record.label}`} description={copy.description(record.label)}>
        <Button asChild variant="secondary" size="md">
          <Link to={record.editHref}>{copy.backToEdit}</Link>
        </Button>
      </AdminPageHeader>
      <Notice notice={notice} className="mb-6" />
      {versions.length === 0 ? (
        <p className="rounded-md border border-stone-200 bg-white p-4 text-stone-700">{copy.empty}</p>
      ) : (
        <ol aria-label={copy.listLabel} className="space-y-4">
          {versions.map((version) => (
            <Version key={version.number} version={version} current={version.number === latest} base={record.version} />
          ))}
        </ol>
      )}
      <ListPagination query={{ pagina: history.page }} page={history.page} pageCount={history.pageCount} />
      <p className="mt-4 text-sm text-stone-600">{copy.kept(history.kept)}</p>
    </>
  );
}
