import { useId } from "react";
import { shortDay } from "~/admin/lib/analytics-range";
import { cn } from "~/lib/cn";

// A chart of figures per day for the statistics page, drawn as SVG on the server: nothing to
// download, readable without scripts, sharp on any screen. Bars for one series, a line for another;
// hovering a day shows its numbers (each day's column carries an SVG <title>), and the same numbers
// are in the table the page puts beside it for screen readers and keyboards
// (docs/decisions/020-statistics-charts-as-server-svg.md).

export interface ChartSeries {
  /** "visitantes", "páginas vistas": used in the hover text and the legend. */
  name: string;
  values: readonly number[];
  kind: "bars" | "line";
}

interface DailyChartProps {
  days: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, for screen readers ("Visitantes y páginas vistas por día"). */
  title: string;
  /** A one-sentence summary read after the title. */
  summary: string;
  className?: string;
}

// Drawn twice, for a phone's width and for a wider screen, and CSS shows one: an SVG scales its
// text with it, so one drawing would have either tiny labels on a phone or huge ones on a desktop.
const LAYOUTS = [
  { width: 360, height: 240, className: "sm:hidden" },
  { width: 720, height: 220, className: "max-sm:hidden" },
] as const;
const HEIGHT_MARGINS = { top: 12, bottom: 26 };
const MARGIN_LEFT = 44;
const MARGIN_RIGHT = 8;

/** 1, 2 or 5 times a power of ten, at least `value`: gridlines at round numbers. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return [1, 2, 5, 10].map((step) => step * power).find((candidate) => candidate >= value)!;
}

const number = new Intl.NumberFormat("es-UY");

/** Lines in colours that keep 3:1 against white (WCAG 1.4.11); bars are brand green. */
const lineClass = (seriesIndex: number) => (seriesIndex % 2 === 0 ? "stroke-amber-700" : "stroke-stone-900");
const lineSwatchClass = (seriesIndex: number) => (seriesIndex % 2 === 0 ? "bg-amber-700" : "bg-stone-900");

interface ChartDrawingProps extends Omit<DailyChartProps, "className"> {
  id: string;
  layout: (typeof LAYOUTS)[number];
}

function ChartDrawing({ id, layout, days, series, title, summary }: ChartDrawingProps) {
  const { width, height } = layout;
  const plotWidth = width - MARGIN_LEFT - MARGIN_RIGHT;
  const plotHeight = height - HEIGHT_MARGINS.top - HEIGHT_MARGINS.bottom;
  const top = niceCeiling(Math.max(0, ...series.flatMap((one) => one.values)));
  const step = plotWidth / Math.max(1, days.length);
  const x = (index: number) => MARGIN_LEFT + index * step;
  const y = (value: number) => HEIGHT_MARGINS.top + plotHeight - (value / top) * plotHeight;
  const gridlines = [0, top / 2, top];
  const linePoints = (values: readonly number[]) => values.map((value, index) => `${x(index) + step / 2},${y(value)}`).join(" ");
  const labelled = days.length <= 1 ? [0] : [0, Math.floor((days.length - 1) / 2), days.length - 1];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={cn("h-auto w-full text-stone-500", layout.className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {gridlines.map((value) => (
        <g key={value}>
          <line x1={MARGIN_LEFT} x2={width - MARGIN_RIGHT} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.25} />
          <text x={MARGIN_LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end" fontSize="11" fill="currentColor">
            {number.format(value)}
          </text>
        </g>
      ))}
      {series.map((one, seriesIndex) =>
        one.kind === "bars" ? (
          <g key={one.name} className="fill-brand-600">
            {one.values.map((value, index) => (
              <rect
                key={days[index]}
                x={x(index) + step * 0.15}
                width={step * 0.7}
                y={y(value)}
                height={Math.max(0, y(0) - y(value))}
                rx={Math.min(2, step * 0.2)}
              />
            ))}
          </g>
        ) : (
          // A white halo under the line keeps it visible over the bars.
          <g key={one.name} fill="none" strokeLinejoin="round" strokeLinecap="round">
            <polyline points={linePoints(one.values)} stroke="white" strokeWidth={5} />
            <polyline points={linePoints(one.values)} strokeWidth={2.5} className={lineClass(seriesIndex)} />
          </g>
        ),
      )}
      {labelled.map((index) => (
        <text
          key={index}
          x={x(index) + step / 2}
          y={height - 8}
          textAnchor={labelAnchor(index, days.length)}
          fontSize="11"
          fill="currentColor"
        >
          {shortDay(days[index]!)}
        </text>
      ))}
      {days.map((day, index) => (
        // A transparent column per day: hovering anywhere above the day shows its numbers.
        <rect key={day} x={x(index)} y={HEIGHT_MARGINS.top} width={step} height={plotHeight} fill="transparent">
          <title>{`${shortDay(day)}: ${series.map((one) => `${number.format(one.values[index] ?? 0)} ${one.name}`).join(" · ")}`}</title>
        </rect>
      ))}
    </svg>
  );
}

/** The first and last dates stay inside the drawing. */
function labelAnchor(index: number, count: number): "start" | "middle" | "end" {
  if (count > 2 && index === 0) return "start";
  if (count > 2 && index === count - 1) return "end";
  return "middle";
}

export function DailyChart({ days, series, title, summary, className }: DailyChartProps) {
  const id = useId();
  return (
    <figure className={cn("w-full", className)}>
      {LAYOUTS.map((layout, index) => (
        <ChartDrawing
          key={layout.width}
          id={`${id}-${index}`}
          layout={layout}
          days={days}
          series={series}
          title={title}
          summary={summary}
        />
      ))}
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        {series.map((one, seriesIndex) => (
          <span key={one.name} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn(
                "inline-block",
                one.kind === "bars" ? "size-2.5 rounded-sm bg-brand-600" : cn("h-0.5 w-4", lineSwatchClass(seriesIndex)),
              )}
            />
            {one.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
