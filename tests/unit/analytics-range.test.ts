import { describe, expect, it } from "vitest";
import { daysOf, parseAnalyticsRange, percentChange, previousRange, rangeSearch } from "~/admin/lib/analytics-range";

const today = "2026-11-26";
const parse = (query: string) => parseAnalyticsRange(new URLSearchParams(query), today);

describe("the statistics period", () => {
  it("is the last 7, 30 or 90 days with today, 30 by default", () => {
    expect(parse("").range).toEqual({ from: "2026-10-28", to: today, days: 30, preset: 30 });
    expect(parse("dias=7").range).toEqual({ from: "2026-11-20", to: today, days: 7, preset: 7 });
    expect(parse("dias=12").range.days).toBe(30);
  });

  it("takes a custom range of whole days and refuses impossible ones with a reason", () => {
    expect(parse("desde=2026-02-01&hasta=2026-03-01")).toEqual({
      range: { from: "2026-02-01", to: "2026-03-01", days: 29, preset: null },
      problem: null,
    });
    expect(parse("desde=2026-11-10&hasta=2026-11-01").problem).toMatch(/anterior/);
    expect(parse("desde=2026-11-10&hasta=2026-12-01").problem).toMatch(/posterior a hoy/);
    expect(parse("desde=2026-02-30&hasta=2026-03-01").problem).toMatch(/dos fechas/);
    expect(parse("desde=2024-01-01&hasta=2026-11-01").problem).toMatch(/366/);
    expect(parse("desde=<script>&hasta=x").range.preset).toBe(30);
  });

  it("compares with the period of the same length just before", () => {
    const range = parse("desde=2026-11-01&hasta=2026-11-07").range;
    expect(previousRange(range)).toMatchObject({ from: "2026-10-25", to: "2026-10-31", days: 7 });
    expect(daysOf(range)).toEqual(["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"]);
    expect(rangeSearch(range)).toBe("desde=2026-11-01&hasta=2026-11-07");
    expect(rangeSearch(parse("dias=90").range)).toBe("dias=90");
  });

  it("says the change in percent, or nothing when there was nothing before", () => {
    expect(percentChange(120, 100)).toBe(20);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(5, 0)).toBeNull();
  });
});
