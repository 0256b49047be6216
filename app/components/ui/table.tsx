import { createContext, type ReactNode, useContext, useId } from "react";
import type * as React from "react";
import { cn } from "~/lib/cn";

// The admin's tables. A framed table is a page's main list (a white card with a grey header row);
// a plain one sits inside a card of its own, with tighter cells. Cells read the density from the
// table, so a caller never overrides their padding.

type Density = "framed" | "plain";
const DensityContext = createContext<Density>("framed");

interface TableProps extends React.ComponentProps<"table"> {
  variant?: Density;
  /** Read by screen readers to name the table. */
  caption: ReactNode;
}

// A table wider than a phone scrolls inside its own box, never the page: the box is a named region
// the keyboard can reach (Tab, then the arrow keys), so every column and row action stays in reach.
export function Table({ variant = "framed", caption, className, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    <DensityContext.Provider value={variant}>
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
        <table className="min-w-full text-left text-sm" {...props}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </DensityContext.Provider>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  const density = useContext(DensityContext);
  return <thead className={cn(density === "framed" ? "bg-stone-100 text-stone-800" : "text-stone-700", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody className={cn("divide-y divide-stone-200", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot className={cn("border-t border-stone-200 font-semibold", className)} {...props} />;
}

export function TableRow(props: React.ComponentProps<"tr">) {
  return <tr {...props} />;
}

function cellPadding(density: Density) {
  return density === "framed" ? "px-4 py-3" : "py-2 pr-4 last:pr-0";
}

/** A header cell: a column's heading (`scope="col"`, the default) or a row's (`scope="row"`). */
export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  const density = useContext(DensityContext);
  return <th scope={scope} className={cn(cellPadding(density), scope === "col" ? "font-semibold" : "font-medium text-stone-900", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  const density = useContext(DensityContext);
  return <td className={cn(cellPadding(density), className)} {...props} />;
}

/** The actions of one row (edit, delete, end a session…): small secondary buttons side by side. */
export function TableRowActions({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap items-start gap-2", className)} {...props} />;
}
