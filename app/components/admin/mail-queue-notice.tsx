import { formatDateTime } from "~/lib/dates";

// The leads inbox's warning when e-mails wait because the mail server refuses or cannot be reached:
// the operator sees the server's own answer and what to check, instead of a silent queue.

export interface MailQueueProblem {
  waiting: number;
  lastError: string;
  at: Date | string;
}

export function MailQueueNotice({ problem }: { problem: MailQueueProblem | null }) {
  if (!problem) return null;
  const count = problem.waiting === 1 ? "Un correo espera" : `${problem.waiting} correos esperan`;
  return (
    <div role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">El servidor de correo rechaza los envíos o no responde.</p>
      <p className="mt-1">
        {count} en la cola y se reintenta{problem.waiting === 1 ? "" : "n"} solo{problem.waiting === 1 ? "" : "s"}; las consultas están
        guardadas en esta lista. Última respuesta ({formatDateTime(new Date(problem.at))}):
      </p>
      <p className="mt-1 break-words font-mono text-xs">{problem.lastError}</p>
      <p className="mt-1">
        Revisá <code>SMTP_URL</code> (servidor y puerto), el usuario y la contraseña del correo, y que el remitente{" "}
        (<code>MAIL_FROM</code>) sea uno que ese servidor acepte. Después de corregir la configuración, reiniciá el sitio.
      </p>
    </div>
  );
}
