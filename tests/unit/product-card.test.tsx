import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FeaturedProductsCarousel } from "~/components/catalog/featured-products-carousel";
import { ProductCard } from "~/components/catalog/product-card";
import { ProductGrid } from "~/components/catalog/product-grid";
import type { ProductCardData } from "~/lib/catalog-types";

const render = (node: React.ReactNode) => renderToString(<MemoryRouter>{node}</MemoryRouter>);
const uuid = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

describe("product card", () => {
  it("links a database product's image and 'Ver detalles' to its page and formats the price", () => {
    const html = render(
      <ProductCard product={{ id: uuid, name: "Red TamaNet", price: 185, image: "/images/products/red.webp", categoryName: "Redes" }} />,
    );
    expect(html.match(new RegExp(`href="/producto/${uuid}"`, "g"))).toHaveLength(2);
    expect(html).toContain("Ver detalles");
    expect(html).toContain("Consultar");
    expect(html).toContain("$ 185");
    expect(html).toContain("Redes");
  });

  it("shows two decimals when the page asks for them", () => {
    expect(render(<ProductCard product={{ id: uuid, name: "Red", price: 185 }} priceStyle="fixed" />)).toContain("$ 185,00");
  });

  it("keeps a static card's image unlinked, its price text, stock and 'contain' fit", () => {
    const product: ProductCardData = {
      id: "bota-bekina-1",
      name: "Bota Bekina",
      price: "Consultar",
      inStock: false,
      imageFit: "contain",
      image: "/images/bota.webp",
    };
    const html = render(<ProductCard product={product} />);
    expect(html).not.toContain("/producto/");
    expect(html).not.toContain("Ver detalles");
    expect(html).toContain(">Consultar<");
    expect(html).toContain("Sin stock");
    expect(html).toContain("object-contain");
  });

  it("links 'Ver detalles' to a static card's own page when given", () => {
    const html = render(<ProductCard product={{ id: "flexnet-pro", name: "FlexNet Pro", href: "/productos/flexnet-pro" }} />);
    expect(html).toContain('href="/productos/flexnet-pro"');
    expect(html).toContain("Consultar precio");
  });

  it("shows the fallback image when there is none", () => {
    expect(render(<ProductCard product={{ id: uuid, name: "Sin foto" }} />)).toContain('src="/images/products/sin-imagen.svg"');
  });
});

describe("product grid and featured carousel", () => {
  it("shows the empty message without products", () => {
    expect(render(<ProductGrid products={[]} />)).toContain("No hay productos disponibles en esta categoría.");
  });

  it("renders nothing without featured products, and every featured card otherwise", () => {
    expect(render(<FeaturedProductsCarousel products={[]} />)).toBe("");
    const html = render(
      <FeaturedProductsCarousel
        products={[
          { id: uuid, name: "Destacado uno" },
          { id: "x", name: "Destacado dos" },
        ]}
      />,
    );
    expect(html).toContain("Productos destacados");
    expect(html).toContain("Destacado uno");
    expect(html).toContain("Destacado dos");
    // Two products: no autoplay, so no pause control.
    expect(html).not.toContain("Pausar");
  });

  it("offers a pause control when it autoplays (more than 3 products)", () => {
    const products = [1, 2, 3, 4].map((n) => ({ id: `p${n}`, name: `Producto ${n}` }));
    expect(render(<FeaturedProductsCarousel products={products} />)).toContain("Pausar el desplazamiento automático");
  });
});
