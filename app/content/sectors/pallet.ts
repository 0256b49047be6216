import { illustrations } from "../images";
import { netLineIds, netLinePath, netLineTitle, palletProductPath, palletProducts, palletSolutionsPath } from "../pallet-products";
import { homeCrumb, type SectorPage } from "./sector-page";

// Copy of the pallet-wrapping pages (docs/requirements.md §2 'Pallet wrapping'); the products come
// from app/content/pallet-products.ts.

const industryCrumb = { label: "Industria", to: "/industria" };
export const palletSolutionsCrumb = { label: "Redes de paletizado", to: palletSolutionsPath };

export const palletSolutions: SectorPage = {
  path: palletSolutionsPath,
  metaTitle: "Redes de paletizado",
  description:
    "Soluciones de paletizado: film ventilado NetFilm, film ultra ventilado InnoVent y redes elásticas FlexNet y ElastiNet para cargas firmes.",
  breadcrumb: [homeCrumb, industryCrumb, { label: "Redes de paletizado" }],
  hero: {
    eyebrow: "Paletizado",
    title: "Soluciones de paletizado ventilado",
    lead: "Pallets firmes que respiran: films ventilados y redes elásticas para frutas, verduras, alimentos y cargas que necesitan aire, con menos plástico que un film común.",
    image: illustrations.palletNet,
    imageAlt: "Pallet con cajas envuelto en una red elástica de malla abierta",
    actions: [{ kind: "chat", label: "Solicitar Cotización", message: "Hola, quisiera una cotización de redes o films de paletizado." }],
  },
  blocks: [
    {
      kind: "links",
      id: "portafolio",
      eyebrow: "Portafolio",
      title: "Elegí la solución para tus pallets",
      items: [
        {
          title: palletProducts.innovent.name,
          body: palletProducts.innovent.summary,
          to: palletProductPath("innovent"),
          buttonLabel: "Ver InnoVent",
        },
        {
          title: "Redes NetFilm: FlexNet y ElastiNet",
          body: "Seis redes elásticas de paletizado, desde la de uso diario hasta las X-SPAN con indicador NDicator.",
          to: netLinePath,
          buttonLabel: "Ver las redes",
        },
        {
          title: palletProducts["netfilm-detalle"].name,
          body: palletProducts["netfilm-detalle"].summary,
          to: palletProductPath("netfilm-detalle"),
          buttonLabel: "Ver NetFilm",
        },
      ],
    },
    {
      kind: "benefits",
      id: "ventajas",
      title: "Por qué ventilar el pallet",
      items: [
        "El frío de la cámara llega al centro de la carga.",
        "Sin condensación: cartón seco y cajas que no se desarman.",
        "Menos plástico por pallet que con un stretch film común.",
        "Un fabricante con más de 25 años de trayectoria y clientes en más de 120 países.",
      ],
    },
    {
      kind: "cta",
      title: "¿Qué envolvés y cuántos pallets por día?",
      body: "Con esos dos datos te recomendamos el producto y la medida, y lo probamos en tu envolvedora.",
      actions: [{ kind: "chat", label: "Solicitar Cotización", message: "Hola, quisiera una cotización de redes o films de paletizado." }],
    },
  ],
};

export const netLine: SectorPage = {
  path: netLinePath,
  metaTitle: netLineTitle,
  description:
    "Las seis redes de paletizado NetFilm: FlexNet Pro, Classic y X-SPAN, ElastiNet Pro, Classic y X-SPAN. Elongación de hasta 50% o 15% garantizado.",
  breadcrumb: [homeCrumb, industryCrumb, palletSolutionsCrumb, { label: netLineTitle }],
  hero: {
    eyebrow: "Redes de paletizado",
    title: netLineTitle,
    lead: "Dos familias de redes elásticas para sujetar y ventilar tus pallets: FlexNet, con elongación de hasta 50%, y ElastiNet, con retención elástica y 15% garantizado.",
    image: illustrations.palletNet,
    imageAlt: "Pallet con cajas envuelto en una red elástica de malla abierta",
  },
  blocks: [
    {
      kind: "links",
      id: "productos",
      title: "Elegí tu red",
      lead: "Compará las seis redes y entrá a cada una para ver su ficha técnica.",
      items: netLineIds.map((id) => ({
        title: palletProducts[id].name,
        body: palletProducts[id].summary,
        to: palletProductPath(id),
        buttonLabel: "Ver producto",
      })),
    },
    {
      kind: "cta",
      title: "¿No sabés qué red elegir?",
      body: "Contanos qué cargas envolvés y con qué equipo: te recomendamos la red y la medida.",
      actions: [{ kind: "chat", label: "Solicitar Cotización", message: "Hola, quisiera una cotización de redes de paletizado NetFilm." }],
    },
  ],
};
