import { leadsInboxCopy } from "~/admin/content/leads-inbox";
import { formatDateTime } from "~/lib/dates";

// The leads inbox's warning when e-mails wait because the mail server refuses them or cannot be
// reached. The staff who read the inbox get plain words (nothing is lost, what to do meanwhile,
// whom to tell); the server's own answer and what to check are folded away for whoever runs the site.

export interface MailQueueProblem {
  waiting: number;
  lastError: string;
  at: Date | string;
}

export function MailQueueNotice({ problem }: { problem: MailQueueProblem | null }) {
  if (!problem) return null;
  const copy = leadsInboxCopy.mailQueue;
  const [checkBefore, checkBetween, checkAfter] = copy.check;
  return (
    <div role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">{copy.heading}</p>
      <p className="mt-1">{copy.meanwhile(copy.waiting(problem.waiting))}</p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold underline">{copy.details}</summary>
        <p className="mt-1">{copy.lastAnswer(formatDateTime(new Date(problem.at)))}</p>
        <p className="mt-1 font-mono text-xs break-words">{problem.lastError}</p>
        <p className="mt-1">
          {checkBefore}
          <code>SMTP_URL</code>
          {checkBetween}
          <code>MAIL_FROM</code>
          {checkAfter}
        </p>
      </details>
    </div>
  );
}
