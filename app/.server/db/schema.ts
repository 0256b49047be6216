import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

// Tables of SPEC §3. Column names are snake_case as in the spec; later features add their tables here.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    description: text("description"),
    ...timestamps,
  },
  (table) => [index("categories_parent_id_idx").on(table.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    shortDescription: text("short_description"),
    // Nullable: null or 0 means "price on request" (SPEC §3).
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    sku: text("sku"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [
    index("products_category_id_idx").on(table.categoryId),
    index("products_active_created_idx").on(table.isActive, table.createdAt),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    // Sanitised HTML (see the articles domain module).
    content: text("content"),
    authorName: text("author_name"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(false),
    // Stored only while published (SPEC §4).
    publishedAt: timestamp("published_at", { withTimezone: true }),
    coverImageUrl: text("cover_image_url"),
    ...timestamps,
  },
  (table) => [index("articles_published_idx").on(table.isPublished, table.publishedAt)],
);

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Article = typeof articles.$inferSelect;
