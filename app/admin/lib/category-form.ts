import { z } from "zod";

// The forms of /admin/categorias (docs/features.md "Categorías"): create, rename and describe,
// move, activate, delete. Shared by the actions and the tests; the messages are for the staff who
// use the admin, in their words.

export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_DESCRIPTION_MAX = 500;

export const categoryFormMessages = {
  nameRequired: "Escribí el nombre de la categoría.",
  nameTooLong: `El nombre puede tener hasta ${CATEGORY_NAME_MAX} letras.`,
  descriptionTooLong: `La descripción puede tener hasta ${CATEGORY_DESCRIPTION_MAX} letras.`,
  parentInvalid: "Elegí una de las categorías principales de la lista.",
  parentHasSubcategories:
    "Tiene subcategorías, así que solo puede ser una categoría principal: el catálogo tiene dos niveles. Mové o eliminá primero sus subcategorías.",
  nameTaken: "Ya hay una categoría con ese nombre en el mismo lugar.",
} as const;

const name = z
  .string()
  .trim()
  .min(1, categoryFormMessages.nameRequired)
  .max(CATEGORY_NAME_MAX, categoryFormMessages.nameTooLong)
  // One line: a pasted line break would show up in the product form's select.
  .transform((value) => value.replace(/\s+/g, " "));

const description = z
  .string()
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, categoryFormMessages.descriptionTooLong)
  .transform((value) => (value === "" ? null : value));

/** Name and description, the fields an editor types; the slug is never one of them (see categorySlug). */
export const categoryDetailsSchema = z.object({
  name,
  description: description.optional().default(""),
});

// Empty: a top-level category; otherwise the top-level category it goes under.
const parentId = z.union([z.literal(""), z.uuid(categoryFormMessages.parentInvalid)]);

export const categoryCreateSchema = categoryDetailsSchema.extend({
  intent: z.literal("create"),
  parentId: parentId.optional().default(""),
});

/**
 * The edit page: name, description and where the category sits (it can move under another
 * parent). Without a parentId (a category with subcategories has no choice) it stays where it is.
 */
export const categoryEditSchema = categoryDetailsSchema.extend({ parentId: parentId.optional() });

/** The row buttons of the list: each posts its intent and the category's id. */
export const categoryRowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("move"), categoryId: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("set-active"), categoryId: z.uuid(), active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), categoryId: z.uuid() }),
]);

export type CategoryDetails = z.output<typeof categoryDetailsSchema>;
export type CategoryEdit = z.output<typeof categoryEditSchema>;

/** What keeps a category from being deleted: its products and its subcategories. */
export interface CategoryUse {
  products: number;
  subcategories: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a category in use cannot be deleted, and what to do instead, in the staff's words
 * ("Tiene 12 productos: movelos a otra categoría o desactivala"); null when it can be deleted.
 */
export function deleteRefusal(use: CategoryUse): string | null {
  const { products, subcategories } = use;
  if (products === 0 && subcategories === 0) return null;
  if (subcategories === 0) {
    return `Tiene ${plural(products, "producto", "productos")}: ${products === 1 ? "movelo" : "movelos"} a otra categoría o desactivala.`;
  }
  const subs = plural(subcategories, "subcategoría", "subcategorías");
  if (products === 0) return `Tiene ${subs}: ${subcategories === 1 ? "eliminala" : "eliminalas"} primero o desactivala.`;
  return `Tiene ${plural(products, "producto", "productos")} y ${subs}: movelos a otra categoría, eliminá las subcategorías o desactivala.`;
}
