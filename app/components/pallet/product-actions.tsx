import { ExternalLink, FileText } from "lucide-react";
import { Link } from "react-router";
import { ChatLinkButton } from "~/components/marketing/chat-link-button";
import { AddToQuote } from "~/components/quote/add-to-quote";
import { buttonVariants } from "~/components/ui/button";
import { externalSites } from "~/content/external-sites";
import { type PalletProduct, technicalSheetPath } from "~/content/pallet-products";
import { cn } from "~/lib/cn";

const secondary = cn(buttonVariants({ variant: "outline", size: "lg" }));

/** The calls to action of a pallet product page (docs/requirements.md §2 'Pallet wrapping'). */
export function ProductActions({ product }: { product: PalletProduct }) {
  return (
    <>
      <ChatLinkButton label="Solicitar Cotización" message={`Hola, quisiera una cotización de ${product.name}.`} />
      <AddToQuote item={{ kind: "pallet", ref: product.id }} name={product.name} size="lg" />
      {product.requestInformation && (
        <Link to="/contacto" className={secondary}>
          Solicitar Información
        </Link>
      )}
      {/* The spec shows no action for this button: it opens the printable sheet, see docs/decisions/005-technical-sheet-as-printable-page.md. */}
      <Link to={technicalSheetPath(product.id)} className={secondary}>
        <FileText aria-hidden="true" className="size-5" />
        Descargar Ficha Técnica
      </Link>
      {product.ndicator && (
        <a href={externalSites.ndicator.url} target="_blank" rel="noopener noreferrer" className={secondary}>
          Conocer NDicator
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(sitio externo, abre en una pestaña nueva)</span>
        </a>
      )}
    </>
  );
}
