import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDestructive } from "~/admin/components/confirm-destructive";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowActions } from "~/components/ui/table";
import { categoriesCopy as copy } from "~/admin/content/categories";
import { deleteRefusal } from "~/admin/lib/category-form";
import { categoryPagePath } from "~/lib/category-paths";
import { cn } from "~/lib/cn";

// The category tree of /admin/categorias as one table: each category followed by its
// subcategories. Every row action is a small form posting to the page's action, so moving,
// activating and deleting work without JavaScript; deleting asks inside the row (no browser
// dialog), and a category in use says why it cannot go and offers to deactivate it instead.

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  isActive: boolean;
  productCount: number;
}

export interface CategoryBranchRow extends CategoryRow {
  subcategories: CategoryRow[];
}

interface RowProps {
  category: CategoryRow;
  parent: CategoryBranchRow | null;
  first: boolean;
  last: boolean;
  subcategoryCount: number;
  /** Remembers which move button was pressed, to give it the focus back once the list is redrawn. */
  onMove(buttonId: string): void;
}

function HiddenId({ id }: { id: string }) {
  return <input type="hidden" name="categoryId" value={id} />;
}

function MoveButton({
  category,
  direction,
  disabled,
  onMove,
}: {
  category: CategoryRow;
  direction: "up" | "down";
  disabled: boolean;
  onMove(id: string): void;
}) {
  const id = `${direction === "up" ? "subir" : "bajar"}-${category.id}`;
  const Icon = direction === "up" ? ArrowUp : ArrowDown;
  return (
    <Form method="post" preventScrollReset>
      <HiddenId id={category.id} />
      <input type="hidden" name="direction" value={direction} />
      <Button id={id} type="submit" name="intent" value="move" variant="secondary" size="xs" disabled={disabled} onClick={() => onMove(id)}>
        <Icon aria-hidden="true" className="size-4" />
        {direction === "up" ? copy.moveUp : copy.moveDown}
        <span className="sr-only"> {category.name}</span>
      </Button>
    </Form>
  );
}

function ActiveToggle({ category, label }: { category: CategoryRow; label?: string }) {
  return (
    <Form method="post" preventScrollReset>
      <HiddenId id={category.id} />
      <input type="hidden" name="active" value={category.isActive ? "false" : "true"} />
      <Button
        type="submit"
        name="intent"
        value="set-active"
        variant="secondary"
        size="xs"
        title={category.isActive ? copy.deactivateHint : undefined}
      >
        {label ?? (category.isActive ? copy.deactivate : copy.activate)}
        <span className="sr-only"> {category.name}</span>
      </Button>
    </Form>
  );
}

/** "Eliminar": a confirmation in the row, or, for a category in use, why not and what to do instead. */
function DeleteCategory({ category, subcategoryCount }: { category: CategoryRow; subcategoryCount: number }) {
  const refusal = deleteRefusal({ products: category.productCount, subcategories: subcategoryCount });
  return (
    <ConfirmDestructive
      opener={{
        trigger: (
          <>
            {copy.delete}
            <span className="sr-only"> {category.name}</span>
          </>
        ),
      }}
      question={refusal ? copy.cannotDelete : copy.deleteQuestion(category.name)}
      consequence={copy.deleteConsequence}
      refusal={
        refusal ? (
          <div className="flex flex-col gap-2">
            <p>{refusal}</p>
            {category.isActive ? <ActiveToggle category={category} label={copy.deactivateInstead} /> : null}
          </div>
        ) : undefined
      }
      form={{ intent: "delete", fields: { categoryId: category.id } }}
      confirmLabel={
        <>
          {copy.confirmDelete}
          <span className="sr-only"> {category.name}</span>
        </>
      }
      pendingText={copy.deleting}
      cancelLabel={
        <>
          {copy.cancel}
          <span className="sr-only"> ({category.name})</span>
        </>
      }
    />
  );
}

function CategoryTableRow({ category, parent, first, last, subcategoryCount, onMove }: RowProps) {
  const publicPath = categoryPagePath(category.slug);
  const hiddenByParent = category.isActive && parent !== null && !parent.isActive;
  return (
    <TableRow data-categoria={category.slug} className={cn(parent ? "bg-white" : "bg-stone-50")}>
      <TableHead scope="row" className={cn(parent && "md:pl-10")}>
        <span className={cn("block", parent ? "font-medium" : "font-bold")}>{category.name}</span>
        {parent ? <span className="block text-xs font-normal text-stone-600">{copy.subcategoryOf(parent.name)}</span> : null}
        {category.description ? (
          <span className="mt-1 block max-w-prose text-xs font-normal text-stone-600">{category.description}</span>
        ) : null}
        {publicPath ? (
          <span className="mt-1 block text-xs font-normal text-stone-600">
            {copy.publicPage} <span className="font-mono">{publicPath}</span>
          </span>
        ) : null}
      </TableHead>
      <TableCell label={copy.columns.products} className="whitespace-nowrap text-stone-700">
        {copy.products(category.productCount)}
      </TableCell>
      <TableCell label={copy.columns.status}>
        {hiddenByParent ? (
          <Badge tone="warning">{copy.hiddenByParent}</Badge>
        ) : (
          <Badge tone={category.isActive ? "positive" : "neutral"}>{category.isActive ? copy.active : copy.inactive}</Badge>
        )}
      </TableCell>
      <TableCell label={copy.columns.actions}>
        <TableRowActions>
          <Button asChild variant="secondary" size="xs">
            <Link to={`/admin/categorias/${category.id}`}>
              {copy.edit}
              <span className="sr-only"> {category.name}</span>
            </Link>
          </Button>
          <MoveButton category={category} direction="up" disabled={first} onMove={onMove} />
          <MoveButton category={category} direction="down" disabled={last} onMove={onMove} />
          <ActiveToggle category={category} />
          <DeleteCategory category={category} subcategoryCount={subcategoryCount} />
        </TableRowActions>
      </TableCell>
    </TableRow>
  );
}

export function CategoryTree({ tree }: { tree: readonly CategoryBranchRow[] }) {
  // A moved row is drawn again in its new place; the button pressed keeps the focus, or its
  // neighbour when it has just become disabled (the row reached the top or the bottom).
  const focusAfterMove = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    const pressed = document.getElementById(id);
    if (pressed instanceof HTMLButtonElement && !pressed.disabled) return pressed.focus();
    const other = document.getElementById(id.startsWith("subir-") ? id.replace("subir-", "bajar-") : id.replace("bajar-", "subir-"));
    other?.focus();
  }, [tree]);
  const onMove = (id: string) => {
    focusAfterMove.current = id;
  };

  if (tree.length === 0) return <p className="rounded-lg border border-stone-200 bg-white px-4 py-6 text-stone-700">{copy.empty}</p>;
  return (
    <Table caption={copy.tableCaption} stacked>
      <TableHeader>
        <TableRow>
          <TableHead>{copy.columns.name}</TableHead>
          <TableHead>{copy.columns.products}</TableHead>
          <TableHead>{copy.columns.status}</TableHead>
          <TableHead>{copy.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {tree.flatMap((branch, index) => [
          <CategoryTableRow
            key={branch.id}
            category={branch}
            parent={null}
            first={index === 0}
            last={index === tree.length - 1}
            subcategoryCount={branch.subcategories.length}
            onMove={onMove}
          />,
          ...branch.subcategories.map((sub, subIndex) => (
            <CategoryTableRow
              key={sub.id}
              category={sub}
              parent={branch}
              first={subIndex === 0}
              last={subIndex === branch.subcategories.length - 1}
              subcategoryCount={0}
              onMove={onMove}
            />
          )),
        ])}
      </TableBody>
    </Table>
  );
}
