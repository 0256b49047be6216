import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NOT_PERMITTED_MESSAGE } from "~/lib/not-permitted";

type ErrorKind = "not-found" | "bad-request" | "not-permitted" | "unavailable" | "error";

const copy: Record<ErrorKind, { title: string; body: string }> = {
  // docs/requirements.md §2: the not-found page text is given in English.
  "not-found": {
    title: "Oops! Page not found",
    body: "La página que buscás no existe o cambió de dirección.",
  },
  "bad-request": {
    title: "No pudimos procesar ese pedido",
    body: "La dirección o los datos enviados no son válidos. Volvé al inicio y probá de nuevo desde el menú.",
  },
  // A signed-in colleague on an admin page their role does not open (app/admin/lib/permissions.ts).
  "not-permitted": {
    title: "Acceso restringido",
    body: NOT_PERMITTED_MESSAGE,
  },
  unavailable: {
    title: "Volvemos en unos minutos",
    body: "Estamos teniendo un problema momentáneo con el servicio. Probá de nuevo en un rato o escribinos por WhatsApp.",
  },
  error: {
    title: "Algo salió mal",
    body: "Ocurrió un error inesperado al mostrar esta página. Probá de nuevo en unos minutos o escribinos por WhatsApp.",
  },
};

export function errorKindForStatus(status: number): ErrorKind {
  if (status === 404) return "not-found";
  if (status === 503) return "unavailable";
  return status >= 400 && status < 500 ? "bad-request" : "error";
}

export function ErrorPage({ status, notPermitted = false }: { status: number; notPermitted?: boolean }) {
  const { title, body } = copy[notPermitted ? "not-permitted" : errorKindForStatus(status)];
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-lg text-stone-700">{body}</p>
      <Button asChild size="lg" className="mt-8">
        {notPermitted ? <Link to="/admin">Volver a la administración</Link> : <Link to="/">Volver al inicio</Link>}
      </Button>
    </section>
  );
}
