import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DailyChart, niceCeiling } from "~/admin/components/daily-chart";

describe("the statistics chart", () => {
  it("puts its gridlines at round numbers", () => {
    expect([0, 1, 3, 7, 12, 180, 1_001].map(niceCeiling)).toEqual([1, 1, 5, 10, 20, 200, 2_000]);
  });

  it("is an image named by its title and summary, with each day's numbers on hover", () => {
    const html = renderToStaticMarkup(
      <DailyChart
        days={["2026-11-24", "2026-11-25", "2026-11-26"]}
        title="Visitantes y páginas vistas por día"
        summary="12 visitantes y 30 páginas vistas en 3 días."
        series={[
          { name: "páginas vistas", kind: "bars", values: [10, 0, 20] },
          { name: "visitantes", kind: "line", values: [4, 0, 8] },
        ]}
      />,
    );
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain("<title");
    expect(html).toContain("Visitantes y páginas vistas por día</title>");
    expect(html).toContain("12 visitantes y 30 páginas vistas en 3 días.</desc>");
    expect(html).toContain("<title>26 nov.: 20 páginas vistas · 8 visitantes</title>");
    // One bar per day, the empty day a bar of no height, in each of the two drawings (phone, wider).
    expect(html.match(/<rect[^>]*height="0"/g)).toHaveLength(2);
    expect(html.match(/<svg /g)).toHaveLength(2);
  });
});
