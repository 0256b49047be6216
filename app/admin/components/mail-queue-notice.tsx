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
  const waiting = problem.waiting === 1 ? "Un correo de aviso está esperando" : `${problem.waiting} correos de aviso están esperando`;
  return (
    <div role="alert" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="font-semibold">El servidor de correo rechaza los envíos o no responde.</p>
      <p className="mt-1">
        {waiting} y el sitio los vuelve a intentar solo. Las consultas no se pierden: están todas en esta lista, así que podés responderlas
        desde acá mientras tanto. Avisale a quien administra el sitio.
      </p>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold underline">Detalles para quien administra el sitio</summary>
        <p className="mt-1">Última respuesta del servidor ({formatDateTime(new Date(problem.at))}):</p>
        <p className="mt-1 font-mono text-xs break-words">{problem.lastError}</p>
        <p className="mt-1">
          Revisá <code>SMTP_URL</code> (servidor y puerto), el usuario y la contraseña del correo, y que el remitente (
          <code>MAIL_FROM</code>) sea uno que ese servidor acepte. Después de corregir la configuración, reiniciá el sitio.
        </p>
      </details>
    </div>
  );
}
