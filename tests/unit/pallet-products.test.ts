import { describe, expect, it } from "vitest";
import { routeLeaves } from "../support/admin-pages";
import {
  type BackLink,
  makerFigures,
  netLineIds,
  type PalletProductId,
  palletProductFromPath,
  palletProductIds,
  palletProducts,
  technicalSheetPath,
} from "~/content/pallet-products";
import { netLine } from "~/content/sectors/pallet";

describe("pallet products data", () => {
  it("lists the eight static product pages of the spec", () => {
    expect([...palletProductIds].sort()).toEqual([
      "elastinet-classic",
      "elastinet-pro",
      "elastinet-xspan",
      "flexnet-classic",
      "flexnet-pro",
      "flexnet-xspan",
      "innovent",
      "netfilm-detalle",
    ]);
    for (const id of palletProductIds) expect(palletProducts[id].id).toBe(id);
  });

  it("has one line of the route table per product page, all on the one template", () => {
    const productRoutes = routeLeaves()
      .filter((entry) => entry.file === "routes/catalog/pallet-product.tsx")
      .map((entry) => entry.path.slice(1));
    expect(productRoutes).toEqual(palletProductIds.map((id) => `productos/${id}`));
    for (const id of palletProductIds) expect(palletProductFromPath(`/productos/${id}`)?.id).toBe(id);
    expect(palletProductFromPath("/productos/innovent/")?.id).toBe("innovent");
    expect(palletProductFromPath("/productos/otra-cosa")).toBeUndefined();
  });

  it("shows the same six nets on the net line page as the data module, each linking to its page", () => {
    expect(netLineIds).toEqual([
      "flexnet-pro",
      "elastinet-pro",
      "flexnet-classic",
      "elastinet-classic",
      "flexnet-xspan",
      "elastinet-xspan",
    ]);
    const cards = netLine.blocks.flatMap((block) => (block.kind === "links" ? block.items : []));
    expect(cards.map((card) => card.to)).toEqual(netLineIds.map((id) => `/productos/${id}`));
    expect(cards.map((card) => card.title)).toEqual(netLineIds.map((id) => palletProducts[id].name));
  });

  it("gives every product the figures of docs/requirements.md §9, in its figures and its spec table", () => {
    const figures: Record<PalletProductId, string[]> = {
      "netfilm-detalle": [],
      innovent: ["Hasta 30%", "3 años", "Más de 1000"],
      "flexnet-pro": ["33%"],
      "flexnet-classic": ["Al menos 30%"],
      "flexnet-xspan": ["50%"],
      "elastinet-classic": [],
      "elastinet-pro": ["15%"],
      "elastinet-xspan": [],
    };
    const elongation: Partial<Record<PalletProductId, string>> = {
      "flexnet-pro": "33%",
      "flexnet-classic": "Al menos 30%",
      "flexnet-xspan": "50%",
      "elastinet-pro": "15% garantizado",
    };
    for (const id of palletProductIds) {
      const product = palletProducts[id];
      const values = product.keyFigures.map((figure) => figure.value);
      expect(values, id).toEqual(expect.arrayContaining([...figures[id], ...makerFigures.map((figure) => figure.value)]));
      const row = product.specs.find((spec) => spec.label === "Elongación");
      if (elongation[id]) expect(row?.value, id).toBe(elongation[id]);
    }
    expect(makerFigures.map((figure) => figure.value)).toEqual(["Más de 25 años", "Más de 120 países"]);
    expect(palletProducts.innovent.keyFigures.map((figure) => `${figure.value} ${figure.label}`)).toEqual(
      expect.arrayContaining([
        "Hasta 30% menos material por pallet",
        "3 años de pruebas en condiciones reales",
        "Más de 1000 cargas probadas",
      ]),
    );
  });

  it("sends each back button where docs/requirements.md §2 says", () => {
    const toNetLine: BackLink = { kind: "fixed", to: "/productos/netfilm", label: "Volver a Productos NetFilm" };
    const previous: BackLink = { kind: "history", fallback: "/productos/netfilm", label: "Volver" };
    expect(palletProducts.innovent.back).toMatchObject({ kind: "fixed", to: "/redes-paletizado" });
    for (const id of ["flexnet-pro", "flexnet-classic", "elastinet-classic", "elastinet-pro", "flexnet-xspan"] as const) {
      expect(palletProducts[id].back, id).toEqual(toNetLine);
    }
    expect(palletProducts["netfilm-detalle"].back).toEqual(previous);
    expect(palletProducts["elastinet-xspan"].back).toEqual(previous);
  });

  it("offers 'Solicitar Información' on InnoVent only and NDicator on the X-SPAN nets", () => {
    expect(palletProductIds.filter((id) => palletProducts[id].requestInformation)).toEqual(["innovent"]);
    expect(palletProductIds.filter((id) => palletProducts[id].ndicator)).toEqual(["flexnet-xspan", "elastinet-xspan"]);
    expect(technicalSheetPath("flexnet-pro")).toBe("/productos/flexnet-pro/ficha-tecnica");
  });
});
