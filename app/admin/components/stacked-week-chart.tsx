import { useId } from "react";
import { niceCeiling } from "~/admin/components/daily-chart";
import { cn } from "~/lib/cn";

// A stacked bar per week for the statistics page (the leads of each week by their stage), drawn as
// SVG on the server like the daily chart (docs/decisions/020-statistics-charts-as-server-svg.md):
// hovering a week shows its numbers, and the page puts the same numbers in a table beside it.

export interface StackedSegment {
  name: string;
  /** A fill class with 3:1 contrast against white (WCAG 1.4.11), and its swatch for the legend. */
  fillClass: string;
  swatchClass: string;
  /** One value per column. */
  values: readonly number[];
}

interface StackedWeekChartProps {
  /** The columns' labels ("1 dic."), in order. */
  labels: readonly string[];
  /** Bottom to top. */
  segments: readonly StackedSegment[];
  title: string;
  summary: string;
  /** The hover text's heading of a column ("Semana del 1 dic."). */
  columnTitle: (label: string) => string;
  className?: string;
}

const LAYOUTS = [
  { width: 360, height: 240, className: "sm:hidden" },
  { width: 720, height: 220, className: "max-sm:hidden" },
] as const;
const TOP_MARGIN = 12;
const BOTTOM_MARGIN = 26;
const MARGIN_LEFT = 44;
const MARGIN_RIGHT = 8;

const number = new Intl.NumberFormat("es-UY");

function Drawing({
  id,
  layout,
  labels,
  segments,
  title,
  summary,
  columnTitle,
}: Omit<StackedWeekChartProps, "className"> & { id: string; layout: (typeof LAYOUTS)[number] }) {
  const { width, height } = layout;
  const plotWidth = width - MARGIN_LEFT - MARGIN_RIGHT;
  const plotHeight = height - TOP_MARGIN - BOTTOM_MARGIN;
  const totals = labels.map((_, index) => segments.reduce((sum, segment) => sum + (segment.values[index] ?? 0), 0));
  const top = niceCeiling(Math.max(0, ...totals));
  const step = plotWidth / Math.max(1, labels.length);
  const x = (index: number) => MARGIN_LEFT + index * step;
  const y = (value: number) => TOP_MARGIN + plotHeight - (value / top) * plotHeight;
  const labelled = labels.length <= 1 ? [0] : [0, Math.floor((labels.length - 1) / 2), labels.length - 1];
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={cn("h-auto w-full text-stone-500", layout.className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line x1={MARGIN_LEFT} x2={width - MARGIN_RIGHT} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.25} />
          <text x={MARGIN_LEFT - 6} y={y(value)} dy="0.32em" textAnchor="end" fontSize="11" fill="currentColor">
            {number.format(value)}
          </text>
        </g>
      ))}
      {labels.map((label, index) => {
        let base = 0;
        return (
          <g key={label}>
            {segments.map((segment) => {
              const value = segment.values[index] ?? 0;
              const from = base;
              base += value;
              if (value === 0) return null;
              return (
                // A white outline keeps neighbouring stages apart.
                <rect
                  key={segment.name}
                  className={segment.fillClass}
                  x={x(index) + step * 0.15}
                  width={step * 0.7}
                  y={y(from + value)}
                  height={y(from) - y(from + value)}
                  stroke="white"
                  strokeWidth={1}
                />
              );
            })}
          </g>
        );
      })}
      {labelled.map((index) => (
        <text
          key={index}
          x={x(index) + step / 2}
          y={height - 8}
          textAnchor={labels.length > 2 && index === 0 ? "start" : labels.length > 2 && index === labels.length - 1 ? "end" : "middle"}
          fontSize="11"
          fill="currentColor"
        >
          {labels[index]}
        </text>
      ))}
      {labels.map((label, index) => (
        <rect key={label} x={x(index)} y={TOP_MARGIN} width={step} height={plotHeight} fill="transparent">
          <title>{`${columnTitle(label)}: ${segments.map((segment) => `${number.format(segment.values[index] ?? 0)} ${segment.name.toLowerCase()}`).join(" · ")}`}</title>
        </rect>
      ))}
    </svg>
  );
}

export function StackedWeekChart({ className, ...props }: StackedWeekChartProps) {
  const id = useId();
  return (
    <figure className={cn("w-full", className)}>
      {LAYOUTS.map((layout, index) => (
        <Drawing key={layout.width} id={`${id}-${index}`} layout={layout} {...props} />
      ))}
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        {props.segments.map((segment) => (
          <span key={segment.name} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("inline-block size-2.5 rounded-sm", segment.swatchClass)} />
            {segment.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
