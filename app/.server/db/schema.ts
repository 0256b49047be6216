import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  primaryKey,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SiteFacts } from "../../content/site";
import type { ImportOperation, ImportPreview, SkippedRow } from "../catalog/product-import-types";
import type { Specialist } from "../../content/specialists";

// Tables of docs/requirements.md §3. Column names are snake_case as in the original site; later
// features add their tables here.

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// Rows that staff edit in a form: every save states the version it was based on and is refused
// when the row has moved on since (docs/decisions/022-edit-conflicts.md).
const rowVersion = {
  version: integer("version").notNull().default(1),
};

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    parentId: uuid("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "set null" }),
    description: text("description"),
    // Position among its siblings, set by "Subir"/"Bajar" at /admin/categorias. Ties (every row
    // starts at 0) fall back to the name, which is the order the admin showed before there was one.
    sortOrder: integer("sort_order").notNull().default(0),
    // An inactive category (or a subcategory of one) is left out of every public page; its
    // products are kept and the admin still offers it. See app/.server/catalog/public-categories.ts.
    isActive: boolean("is_active").notNull().default(true),
    ...rowVersion,
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
    // Nullable: null or 0 means "price on request" (docs/requirements.md §3).
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Alt text of each image, by position; a missing or empty entry means "the product's name".
    imageAlts: text("image_alts")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    specifications: jsonb("specifications").$type<Record<string, string>>().notNull().default({}),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    sku: text("sku"),
    // YouTube or Vimeo address of an optional product video (app/lib/video-embed.ts).
    videoUrl: text("video_url"),
    categoryId: uuid("category_id").references(() => categories.id, { onDelete: "set null" }),
    ...rowVersion,
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
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublished: boolean("is_published").notNull().default(false),
    // Stored only while published (docs/requirements.md §4).
    publishedAt: timestamp("published_at", { withTimezone: true }),
    coverImageUrl: text("cover_image_url"),
    ...rowVersion,
    ...timestamps,
  },
  (table) => [index("articles_published_idx").on(table.isPublished, table.publishedAt)],
);

// Accounts: the tables Better Auth's Drizzle adapter manages (user, session, account, verification,
// plus the admin and two-factor plugins' fields and the shared rate-limit counters). Property names
// are the ones Better Auth addresses; app/.server/auth/auth.ts maps its model names onto these tables.

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // Admin plugin: comma-separated roles ("admin" grants the admin area), and bans.
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  // Two-factor plugin.
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  ...timestamps,
});

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    // Better Auth's scrypt hash; never written by application code.
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

export const twoFactors = pgTable(
  "two_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Encrypted with the auth secret.
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [index("two_factors_secret_idx").on(table.secret), index("two_factors_user_id_idx").on(table.userId)],
);

// Rate-limit counters live in the database so that every server instance sees the same counts.
export const rateLimits = pgTable("rate_limits", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  // Milliseconds since the epoch, as Better Auth writes it.
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// Sign-in protection (docs/decisions/028-sign-in-lock-out.md, app/.server/auth/account-lockout.ts).
// Counted per typed e-mail address whether or not an account has it, so nothing here tells who is
// registered; in the database, so every instance counts together.

// Per account: wrong passwords from all client addresses together within a window. Reaching the
// ceiling guards the account (`locked_until`): only browsers and addresses the owner vouched for
// may still try; the owner is e-mailed once (`alerted_at`) with a link that unlocks a browser.
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  failedAttempts: integer("failed_attempts").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  alertedAt: timestamp("alerted_at", { withTimezone: true }),
});

// Per account and client address: that address's wrong passwords and the wait they earned (growing
// with each one), and when the account last signed in from there (a known address).
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    email: text("email").notNull(),
    clientAddress: text("client_address").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
    delayedUntil: timestamp("delayed_until", { withTimezone: true }),
    lastSucceededAt: timestamp("last_succeeded_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.email, table.clientAddress] })],
);

// Single-use links e-mailed to the owner of a guarded account (only the SHA-256 of the token is
// kept), and the browser passes they turn into once opened (again only a hash, of the cookie).
export const signInUnlockLinks = pgTable("sign_in_unlock_links", {
  tokenHash: text("token_hash").primaryKey(),
  email: text("email").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const signInPasses = pgTable(
  "sign_in_passes",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_passes_email_idx").on(table.email)],
);

// First-party, cookieless analytics (docs/decisions/019-cookieless-analytics.md): one row per page
// view or event, kept 90 days, then only the daily rollups below remain. No address, no user agent,
// no cookie: the visitor is a hash that changes every Montevideo day (analytics_salts).
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "pageview" or an event name (app/lib/analytics.ts). */
    name: text("name").notNull(),
    /** What the event carries besides the page (the sector, the form, the specialist…). */
    properties: jsonb("properties").$type<Record<string, string>>().notNull().default({}),
    path: text("path"),
    /** The Montevideo calendar day of created_at: rollups and retention work by day. */
    day: date("day", { mode: "string" }).notNull(),
    /** The day's visitor hash (sha256 of the day's salt, address, user agent and site host); null when unknown. */
    visitorHash: text("visitor_hash"),
    /** The host of an outside page that led here (ours is dropped); null when none. */
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** phone, tablet or desktop, from the viewport width; null for events recorded on the server. */
    device: text("device"),
    /** ISO 3166 two-letter code from the trusted proxy's header; null when none. */
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("analytics_events_name_created_idx").on(table.name, table.createdAt), index("analytics_events_day_idx").on(table.day)],
);

// Daily totals, kept forever: per day, event ("pageview" or an event name), dimension and value,
// how many times and by how many distinct visitors of that day. The dimensions are listed in
// app/.server/analytics/rollup.ts; dimension "total" has the value "".
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    event: text("event").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    count: integer("count").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.event, table.dimension, table.value] })],
);

// Which days analytics_daily holds, and whether each is final (the day is over and its raw rows
// were all in when it was rolled up); only final days may lose their raw rows.
export const analyticsRollupDays = pgTable("analytics_rollup_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  final: boolean("final").notNull().default(false),
  rolledUpAt: timestamp("rolled_up_at", { withTimezone: true }).notNull().defaultNow(),
});

// The random salt of each Montevideo day's visitor hash, shared by every instance through the
// database, and deleted once the day before yesterday is over: then no hash can be recomputed.
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type User = typeof users.$inferSelect;
export type UserSession = typeof sessions.$inferSelect;

// Leads (contact messages) and the mail outbox that delivers their e-mails. A message is stored
// before any e-mail is attempted; see docs/decisions/006-contact-outbox-delivery.md.

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which form sent it: "inicio", "contacto", "ambic" or "modal". */
    source: text("source").notNull(),
    nombre: text("nombre").notNull(),
    apellido: text("apellido"),
    email: text("email").notNull(),
    telefono: text("telefono"),
    empresa: text("empresa"),
    mensaje: text("mensaje").notNull(),
    /** What the visitor asked about (a product or service), when the form knew it. */
    topic: text("topic"),
    /** The page the message was sent from. */
    pagePath: text("page_path"),
    clientIp: text("client_ip"),
    /** Why the spam filter set it aside ("honeypot", "too-fast"); null for real enquiries. */
    spamReason: text("spam_reason"),
    /** The colleague who owns it (the pipeline's «Responsable»); cleared when that account is deleted. */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** Where it is in the pipeline (leadStages). */
    stage: text("stage").$type<LeadStage>().notNull().default("nueva"),
    /** Why it was lost, in the team's words; set only with stage "perdida". */
    lostReason: text("lost_reason"),
    /** The Montevideo day the owner should follow it up. */
    followUpOn: date("follow_up_on", { mode: "string" }),
    /** The follow-up day whose reminder e-mail was queued: one reminder per lead and day, whichever instance sends it. */
    followUpRemindedOn: date("follow_up_reminded_on", { mode: "string" }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_stage_idx").on(table.stage, table.createdAt),
    index("contact_messages_follow_up_idx").on(table.followUpOn),
    index("contact_messages_ip_created_idx").on(table.clientIp, table.createdAt),
    // A sender's leads, whatever the case they typed: the erasure on request counts and deletes by it.
    index("contact_messages_email_lower_idx").on(sql`lower(${table.email})`),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    /** "lead-notification" (to CONTACT_INBOX) or "lead-confirmation" (to the visitor). */
    kind: text("kind").notNull(),
    /** Stable Message-ID header: every attempt of this row carries the same one. */
    messageId: text("message_id").notNull().unique(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** pending → sending → sent; failed after the last attempt; unconfirmed after a crash mid-send. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_contact_message_idx").on(table.contactMessageId),
  ],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;

// Server-side HTML cache (perf): one counter that every write to what public pages show
// (products, categories, articles) bumps, so every instance knows its cached pages are stale.
// See docs/decisions/007-html-cache.md.
export const contentVersions = pgTable("content_versions", {
  id: text("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  ...timestamps,
});

// Uploaded images whose removal from storage failed (the bucket was down when their product or
// article was deleted): the server retries them until they are gone. See
// docs/decisions/010-object-storage.md.
export const pendingUploadDeletions = pgTable("pending_upload_deletions", {
  /** The stored URL, /uploads/{folder}/{id}-{width}.webp: every width of that image goes. */
  url: text("url").primaryKey(),
  attempts: integer("attempts").notNull().default(0),
  /** Due for the next try; a claimed row is pushed a lease ahead, so a crashed sweep is retried. */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// The company's facts and specialists, edited at /admin/ajustes (one row, id 'site'). Both are
// JSON: the form validates them as a whole (app/admin/lib/site-settings-form.ts) and the specialists'
// order is the list's. The seed fills the row from app/content/site.ts and specialists.ts.
export const siteSettings = pgTable("site_settings", {
  id: text("id").primaryKey(),
  facts: jsonb("facts").$type<SiteFacts>().notNull(),
  specialists: jsonb("specialists").$type<Specialist[]>().notNull(),
  ...rowVersion,
  ...timestamps,
});

// What the seed has done to this database, once each: demo content goes into a new database only,
// never again after its editors deleted it (app/.server/db/seed.ts).
export const databaseSeeds = pgTable("database_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});

// The admin's activity log (/admin/actividad): who did what to which thing, and when. The person
// and the thing are copied as words, so an entry still reads right after the account or the
// product is gone; rows older than a year are deleted as new ones come in (app/.server/activity).
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** app/lib/activity.ts: activityActions. */
    action: text("action").notNull(),
    /** app/lib/activity.ts: activitySubjects. */
    subject: text("subject").notNull(),
    subjectId: text("subject_id"),
    /** The thing's name or title when it happened ("Red TamaNet 1,23 m"). */
    label: text("label").notNull(),
    /** A short detail in the editor's words ("12 productos nuevos, 3 cambiados"). */
    detail: text("detail"),
    /** The version the action made (record_versions), for a link to it; null for actions that keep none. */
    versionId: uuid("version_id"),
  },
  (table) => [index("activity_log_at_idx").on(table.at), index("activity_log_actor_email_idx").on(table.actorEmail)],
);

export type ActivityEntry = typeof activityLog.$inferSelect;

// The products of the static listing pages (/botas-bekina, /netfilm, …), edited at /admin/listados.
// One row per product of a listing; the page's own texts stay in app/content/static-products/,
// whose products only seed these rows (docs/decisions/017-static-listings-in-database.md).
export const staticListingItems = pgTable(
  "static_listing_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The listing's page, e.g. "/botas-bekina". */
    listingPath: text("listing_path").notNull(),
    /** The product's key in the seed module ("bekina-steplite-easygrip"): what the seed matches on. */
    productKey: text("product_key").notNull(),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    /** Text as the page shows it: an amount ("185"), a word ("Consultar"), or null for 'Consultar precio'. */
    price: text("price"),
    image: text("image").notNull(),
    /** What the photo shows; null means the product's name. */
    imageAlt: text("image_alt"),
    /** "contain" for drawings and packshots that must not be cropped; null crops to fill. */
    imageFit: text("image_fit").$type<"contain">(),
    description: text("description").notNull(),
    inStock: boolean("in_stock").notNull(),
    href: text("href"),
    isVisible: boolean("is_visible").notNull().default(true),
    ...rowVersion,
    ...timestamps,
  },
  (table) => [uniqueIndex("static_listing_items_listing_product_idx").on(table.listingPath, table.productKey)],
);

export type StaticListingItem = typeof staticListingItems.$inferSelect;

// Site search (/buscar): one index of everything a visitor can find, in three groups. Database
// content (products, published articles, static listing products) is written into it by triggers
// of migration 0014, in the transaction of the write; the content pages of app/content/ are written
// at start-up (app/.server/search/content-documents.ts). See docs/decisions/018-site-search.md.
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const searchDocuments = pgTable(
  "search_documents",
  {
    /** "product:{uuid}", "article:{uuid}", "listing-item:{uuid}" or "page:{path}". */
    id: text("id").primaryKey(),
    /** What wrote it: "product", "article", "listing-item" (triggers) or "content" (start-up). */
    source: text("source").notNull(),
    /** The results group: "product" (Productos), "page" (Páginas) or "article" (Noticias). */
    kind: text("kind").$type<"product" | "page" | "article">().notNull(),
    path: text("path").notNull(),
    title: text("title").notNull(),
    /** SKU, category, tags: words that find the document without being shown. */
    keywords: text("keywords").notNull().default(""),
    /** The short text a result shows when its body holds none of the words searched. */
    summary: text("summary").notNull().default(""),
    /** Plain text (no markup) for matching and the highlighted snippet. */
    body: text("body").notNull().default(""),
    image: text("image"),
    imageAlt: text("image_alt"),
    /** Articles: found only once this moment has come (scheduled publication). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** Weighted: title A, keywords and summary B, body C; Spanish stemming over unaccented text. */
    vector: tsvector("vector").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("search_documents_vector_idx").using("gin", table.vector), index("search_documents_source_idx").on(table.source)],
);

// Every distinct word of each document: the vocabulary a misspelt search word is corrected against
// by trigram similarity. `word` is folded (lower case, no accents) for matching; `display` keeps the
// accents ("desinfección") for suggesting it back to the visitor.
export const searchWords = pgTable(
  "search_words",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => searchDocuments.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    display: text("display").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.word] }),
    index("search_words_word_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`),
  ],
);

// What visitors searched, per day: the normalised words and how many results they got. No address,
// no browser, no account: nothing that points at a person (app/.server/search/recorded-searches.ts).
export const searchQueries = pgTable(
  "search_queries",
  {
    day: date("day", { mode: "string" }).notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(0),
    /** Results of the latest of these searches (0 = nothing found). */
    results: integer("results").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] }), index("search_queries_day_idx").on(table.day)],
);

export type SearchDocument = typeof searchDocuments.$inferSelect;

// Product spreadsheet imports (/admin/products/importar): the preview's plan is stored here, and
// the import is applied from it a batch of rows per transaction by whichever instance gets to it,
// so a large file never holds a request open and no instance keeps it in memory
// (docs/decisions/024-spreadsheets-as-excel-writes-them.md). Old rows are deleted as new ones come.
export const productImports = pgTable(
  "product_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fileName: text("file_name").notNull(),
    /** planned (preview shown) → applying (batches being written) → done. */
    status: text("status").$type<"planned" | "applying" | "done">().notNull().default("planned"),
    /** What the preview shows: new and changed products, refused rows. */
    preview: jsonb("preview").$type<ImportPreview>().notNull(),
    /** The writes, in the file's order; `applied` of them are done. */
    operations: jsonb("operations").$type<ImportOperation[]>().notNull(),
    total: integer("total").notNull(),
    applied: integer("applied").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    /** Rows not written because the catalogue changed after the preview. */
    skipped: jsonb("skipped").$type<SkippedRow[]>().notNull().default([]),
    /** Who uploaded it, then who confirmed it: the activity log entry written when it is done names them. */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("product_imports_status_idx").on(table.status, table.updatedAt)],
);

export type ProductImport = typeof productImports.$inferSelect;

// History, trash, media library and redirects (docs/decisions/034-history-trash-media-redirects.md).

/** The records whose saves keep a version (app/.server/history). */
export type VersionedSubject = "article" | "product" | "category" | "listing-item" | "settings";

// Every save of a versioned record keeps its values here: who, when and the row as it was written
// (JSON, the table's own property names), numbered 1, 2, 3… per record. A restore writes an older
// version's values back as a new version (`restored_from` names it). Only the newest
// HISTORY_VERSIONS_KEPT of each record are kept. No foreign key: a trashed record keeps its history.
export const recordVersions = pgTable(
  "record_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").$type<VersionedSubject>().notNull(),
    /** The record's id ("site" for the settings). */
    subjectId: text("subject_id").notNull(),
    number: integer("number").notNull(),
    /** The record's name or title as it was saved. */
    label: text("label").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email").notNull(),
    /** The number of the version this save restored; null for an ordinary save. */
    restoredFrom: integer("restored_from"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("record_versions_subject_number_idx").on(table.subject, table.subjectId, table.number)],
);

export type RecordVersion = typeof recordVersions.$inferSelect;

// Deleted articles and products wait here, off the site, until restored or purged: the row as it
// was (JSON) leaves its own table, so every public query, the search index (triggers) and the
// sitemap forget it at once; restoring inserts it back with the same id.
export const trashedRecords = pgTable(
  "trashed_records",
  {
    /** The record's own id. */
    id: uuid("id").primaryKey(),
    subject: text("subject").$type<"article" | "product">().notNull(),
    label: text("label").notNull(),
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    /** The uploaded images the record shows (cover, photos, inline images): still in use while here. */
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deletedById: uuid("deleted_by_id"),
    deletedByEmail: text("deleted_by_email").notNull(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the sweep deletes it for good (TRASH_DAYS after deletedAt). */
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
  },
  (table) => [index("trashed_records_purge_after_idx").on(table.purgeAfter), index("trashed_records_deleted_at_idx").on(table.deletedAt)],
);

export type TrashedRecord = typeof trashedRecords.$inferSelect;

// The media library (/admin/medios): one row per uploaded image (its URL is the stored, widest
// WebP variant). Where an image is used is read from the records themselves, never stored here.
export const mediaItems = pgTable(
  "media_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull().unique(),
    /** The default alt text; a use may override it (a product's photo alts, an article's image). */
    alt: text("alt").notNull().default(""),
    /** The file name it was uploaded with, for finding it again; null for images older than the library. */
    originalName: text("original_name"),
    width: integer("width"),
    height: integer("height"),
    /** Bytes of the stored variants together. */
    bytes: integer("bytes"),
    /** "library" (uploaded at /admin/medios: kept until deleted) or "form" (uploaded while editing). */
    origin: text("origin").$type<"library" | "form">().notNull().default("form"),
    /** When a save first used it; a form upload never used within a day is swept. */
    firstUsedAt: timestamp("first_used_at", { withTimezone: true }),
    uploadedById: uuid("uploaded_by_id"),
    uploadedByEmail: text("uploaded_by_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_items_created_idx").on(table.createdAt)],
);

export type MediaItem = typeof mediaItems.$inferSelect;

// Old addresses that answer 301 with a new one. "auto" rows are written by a trigger of migration
// 0019 when a published article's slug changes (chains collapsed, loops dropped); "manual" rows by
// staff at /admin/redirecciones. A redirect only answers where no page does.
export const redirects = pgTable("redirects", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** A path on this site, "/noticias/viejo" (no query, no trailing slash). */
  fromPath: text("from_path").notNull().unique(),
  /** A path on this site. */
  toPath: text("to_path").notNull(),
  origin: text("origin").$type<"auto" | "manual">().notNull(),
  hits: integer("hits").notNull().default(0),
  lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
  createdByEmail: text("created_by_email"),
  ...timestamps,
});

export type Redirect = typeof redirects.$inferSelect;

// Addresses that answered 404, per Montevideo day, like search_queries: the path and a count, no
// address, no browser, robots left out. Kept 30 days (/admin/paginas-no-encontradas).
export const missingPages = pgTable(
  "missing_pages",
  {
    day: date("day", { mode: "string" }).notNull(),
    path: text("path").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] }), index("missing_pages_day_idx").on(table.day)],
);

// The quote list and the lead pipeline (docs/decisions/035-quote-list-and-lead-pipeline.md).

/** What a visitor can add to «Mi consulta»: a catalogue product, a static listing's product, a pallet product page. */
export type QuoteItemKind = "product" | "listing" | "pallet";

// A visitor's quote list («Mi consulta»), kept on the server behind one signed, strictly necessary
// cookie that holds only the list's id. A list untouched for QUOTE_LIST_DAYS (30) is swept; a sent
// list is deleted in the transaction that stores its lead.
export const quoteLists = pgTable(
  "quote_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Who started it, for the per-address limit on new lists; never shown. */
    clientIp: text("client_ip"),
    ...timestamps,
  },
  (table) => [
    index("quote_lists_updated_idx").on(table.updatedAt),
    index("quote_lists_ip_created_idx").on(table.clientIp, table.createdAt),
  ],
);

export const quoteListItems = pgTable(
  "quote_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => quoteLists.id, { onDelete: "cascade" }),
    kind: text("kind").$type<QuoteItemKind>().notNull(),
    /** The product's id (product, listing) or the pallet product's id ("innovent"). */
    ref: text("ref").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** The visitor's note on this item ("para 120 vacas", "en bidones de 20 L"). */
    note: text("note").notNull().default(""),
    /** The page it was added from: the lead's source page is its first item's. */
    addedFrom: text("added_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("quote_list_items_list_item_idx").on(table.listId, table.kind, table.ref)],
);

export type QuoteListItem = typeof quoteListItems.$inferSelect;

// The products a lead asked about: copied from the quote list when it was sent (name and address as
// they were then), so the lead keeps its meaning after a product is renamed or deleted.
export const leadItems = pgTable(
  "lead_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactMessageId: uuid("contact_message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<QuoteItemKind>().notNull(),
    ref: text("ref").notNull(),
    name: text("name").notNull(),
    /** The product's page on the site ("/producto/…", "/botas-bekina", "/productos/innovent"). */
    path: text("path").notNull(),
    quantity: integer("quantity").notNull(),
    note: text("note").notNull().default(""),
    addedFrom: text("added_from"),
  },
  (table) => [index("lead_items_message_idx").on(table.contactMessageId), index("lead_items_ref_idx").on(table.kind, table.ref)],
);

export type LeadItem = typeof leadItems.$inferSelect;

/** A lead's stage in the pipeline, in order; "perdida" carries a reason. */
export const leadStages = ["nueva", "en_curso", "cotizada", "ganada", "perdida"] as const;
export type LeadStage = (typeof leadStages)[number];

/**
 * What a lead's timeline records besides its arrival (the message's created_at): a note, a stage,
 * owner or follow-up change, a reply opened from the admin, a follow-up reminder queued.
 */
export type LeadEventKind = "note" | "stage" | "owner" | "follow-up" | "reply" | "reminder";

// A lead's timeline, oldest first. `detail` holds the event's facts as data (the new stage and the
// lost reason, the owner's name, the follow-up day, the reply's channel and template), `text` a
// note's words. The person is copied as words, like the activity log.
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contactMessageId: uuid("contact_message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    kind: text("kind").$type<LeadEventKind>().notNull(),
    text: text("text"),
    detail: jsonb("detail").$type<Record<string, string | null>>(),
    actorId: uuid("actor_id"),
    /** Who did it (their name or e-mail); null for what the site did itself (a reminder). */
    actorLabel: text("actor_label"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lead_events_message_at_idx").on(table.contactMessageId, table.at)],
);

export type LeadEvent = typeof leadEvents.$inferSelect;

// Saved reply texts (/admin/messages/plantillas) with placeholders ({nombre}, {productos}, …),
// used by «Responder por correo» and «Responder por WhatsApp».
export const replyTemplates = pgTable("reply_templates", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  body: text("body").notNull(),
  ...rowVersion,
  ...timestamps,
});

export type ReplyTemplate = typeof replyTemplates.$inferSelect;
