import { useEffect } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { type Notice as NoticeData, showToast } from "~/lib/toast";
import { useInteractive } from "~/lib/use-interactive";

// The result of a form or redirect. Before JavaScript runs (or without it) it is a message in the
// page; once the page is interactive it becomes a toast instead. A notice that offers a link
// («Ver mi consulta») stays in the page, where the link can be reached.
export function Notice({ notice, className }: { notice: NoticeData | null | undefined; className?: string }) {
  const interactive = useInteractive();
  const stays = Boolean(notice?.link);
  useEffect(() => {
    if (notice && !stays) void showToast(notice);
  }, [notice, stays]);

  if (!notice || (interactive && !stays)) return null;
  return (
    <div
      role={notice.kind === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-4 py-3 text-sm",
        notice.kind === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-brand-100 bg-brand-50 text-brand-900",
        className,
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p className="mt-1">{notice.description}</p> : null}
      {notice.link ? (
        <p className="mt-2">
          <Link to={notice.link.href} className="font-semibold underline underline-offset-2 hover:no-underline">
            {notice.link.label}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
