import { createContext, type ReactNode, useContext, useId } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

// The admin's tables. A framed table is a page's main list (a white card with a grey header row);
// a plain one sits inside a card of its own, with tighter cells. Cells read the density from the
// table, so a caller never overrides their padding.
//
// A `stacked` table turns each row into a card below the md breakpoint (768 px): the header row is
// hidden from the eye (screen readers still read it), every cell takes the whole width under its
// column's name (TableCell's `label`, shown from a data-label attribute), and the actions wrap
// inside the card, so nothing hides off to the right of a phone. From md up it is a plain table.
// Changing the CSS display of table elements makes some browsers drop their table semantics, so a
// stacked table states its roles explicitly.

type Density = "framed" | "plain";
const DensityContext = createContext<Density>("framed");
const StackedContext = createContext(false);

interface TableProps extends React.ComponentProps<"table"> {
  variant?: Density;
  /** Read by screen readers to name the table. */
  caption: ReactNode;
  /** Rows become cards below md; give each TableCell a `label`. */
  stacked?: boolean;
}

/** The roles a stacked table states (see above); a table that stays a table needs none. */
function role(stacked: boolean, value: string): { role?: string } {
  return stacked ? { role: value } : {};
}

const stackedTableClass =
  "max-md:block max-md:[&_tbody]:block max-md:[&_tr]:block max-md:[&_td]:block max-md:[&_th]:block max-md:[&_thead]:sr-only";

// A table wider than a phone scrolls inside its own box, never the page: the box is a named region
// the keyboard can reach (Tab, then the arrow keys), so every column and row action stays in reach.
export function Table({ variant = "framed", caption, className, children, stacked = false, ...props }: TableProps) {
  const captionId = useId();
  return (
    <DensityContext.Provider value={variant}>
      <StackedContext.Provider value={stacked}>
        <div
          role="region"
          aria-labelledby={captionId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className={cn(
            "relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            variant === "framed" && "rounded-lg border border-stone-200 bg-white",
            className,
          )}
        >
          <table className={cn("min-w-full text-left text-sm", stacked && stackedTableClass)} {...role(stacked, "table")} {...props}>
            <caption id={captionId} className="sr-only">
              {caption}
            </caption>
            {children}
          </table>
        </div>
      </StackedContext.Provider>
    </DensityContext.Provider>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  const density = useContext(DensityContext);
  const stacked = useContext(StackedContext);
  return (
    <thead
      className={cn(density === "framed" ? "bg-stone-100 text-stone-800" : "text-stone-700", className)}
      {...role(stacked, "rowgroup")}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  const stacked = useContext(StackedContext);
  return <tbody className={cn("divide-y divide-stone-200", className)} {...role(stacked, "rowgroup")} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  const stacked = useContext(StackedContext);
  return <tr className={cn(stacked && "max-md:px-4 max-md:py-3", className)} {...role(stacked, "row")} {...props} />;
}

function cellPadding(density: Density, stacked: boolean) {
  const padding = density === "framed" ? "px-4 py-3" : "py-2 pr-4 last:pr-0";
  return stacked ? cn(padding, "max-md:px-0 max-md:py-1") : padding;
}

/** A stacked cell's column name, above its content on phones only. */
const labelClass =
  "max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-stone-600 max-md:before:content-[attr(data-label)]";

/** A header cell: a column's heading (`scope="col"`, the default) or a row's (`scope="row"`). */
export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  const density = useContext(DensityContext);
  const stacked = useContext(StackedContext);
  return (
    <th
      scope={scope}
      className={cn(
        cellPadding(density, stacked),
        scope === "col" ? "font-semibold" : "font-medium text-stone-900",
        stacked && scope === "row" && "max-md:text-base",
        className,
      )}
      {...role(stacked, scope === "row" ? "rowheader" : "columnheader")}
      {...props}
    />
  );
}

interface TableCellProps extends React.ComponentProps<"td"> {
  /** The column's name, shown above the cell when a stacked table's rows are cards. */
  label?: string;
}

export function TableCell({ className, label, ...props }: TableCellProps) {
  const density = useContext(DensityContext);
  const stacked = useContext(StackedContext);
  const labelled = stacked && label !== undefined;
  return (
    <td
      className={cn(cellPadding(density, stacked), labelled && labelClass, className)}
      data-label={labelled ? label : undefined}
      {...role(stacked, "cell")}
      {...props}
    />
  );
}

/** The actions of one row (edit, delete, end a session…): small secondary buttons side by side. */
export function TableRowActions({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap items-start gap-2", className)} {...props} />;
}
