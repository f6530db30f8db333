/**
 * Drizzle schema of the embedded store API. One schema and one set of migrations serve both the
 * embedded PGlite database and a real PostgreSQL. Every tenant-owned row carries store_id (the webID)
 * and every query filters by it.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A store (tenant). Its id is the webID of the specification. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    /** Short name: `<name>.localhost` and `?store=<name>` resolve to it. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Full domain a shopper may use, e.g. shop.example.com. */
    domain: text('domain'),
    mainDomain: text('main_domain').notNull().default(''),
    subDomain: text('sub_domain').notNull().default(''),
    isSubDomain: boolean('is_sub_domain').notNull().default(true),
    redirectUrl: text('redirect_url').notNull().default(''),
    webLink: text('web_link').notNull().default(''),
    webMeta: jsonb('web_meta').$type<{ description?: string; keywords?: string; image?: string }>().notNull().default({}),
    currencyAbbreviation: text('currency_abbreviation').notNull().default('USD'),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    currencyRate: numeric('currency_rate', { precision: 14, scale: 6 }).notNull().default('1'),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    isPasswordProtected: boolean('is_password_protected').notNull().default(false),
    /** Argon2id hash of the storefront password when password protected. */
    storePasswordHash: text('store_password_hash'),
    /** Site settings: staticCDN, scripts, add_to_card_action, show_currency, account and contact modes. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    activeThemeId: integer('active_theme_id'),
    /** Prices are entered with tax in them (the tax line says how much is included) or without (it is added); migration 0025. */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** 'total' (the order's tax rounded once, shared to its lines) or 'line' (each line rounded): src/domain/tax/tax.ts. */
    taxRounding: text('tax_rounding').notNull().default('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stores_name_uq').on(t.name), uniqueIndex('stores_domain_uq').on(t.domain)],
);

/** A theme of a store: themeData is the JSON document of settings and home-page sections. */
export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    themeData: text('theme_data').notNull(),
    themeCss: text('theme_css').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Part of every preview link's key: the owner's "Revoke preview links" moves it on, and old links stop. */
    previewGeneration: integer('preview_generation').notNull().default(0),
  },
  (t) => [index('themes_store_idx').on(t.storeId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageFile: text('image_file').notNull().default(''),
    meta: jsonb('meta').$type<{ metaTitle?: string; metaDesc?: string; metaKeywords?: string }>().notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('categories_store_slug_uq').on(t.storeId, t.slug)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoFile: text('logo_file').notNull().default(''),
  },
  (t) => [uniqueIndex('brands_store_slug_uq').on(t.storeId, t.slug)],
);

export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    imageFile: text('image_file').notNull().default(''),
  },
  (t) => [uniqueIndex('collections_store_slug_uq').on(t.storeId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    compareAtPrice: numeric('compare_at_price', { precision: 12, scale: 2 }),
    isHidePrice: boolean('is_hide_price').notNull().default(false),
    /** Stock of a product without variants; products with variants keep stock per variant. */
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingCount: integer('rating_count').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isNew: boolean('is_new').notNull().default(false),
    /** Stock of its variants when it has any, else its own stock, above zero: kept by triggers (migration 0014). */
    inStock: boolean('in_stock').notNull().default(false),
    meta: jsonb('meta').$type<{ metaTitle?: string; metaDesc?: string; metaKeywords?: string; metaImage?: string }>().notNull().default({}),
    /** Shipping weight of one unit, read by weight-tiered shipping rates (migration 0025). */
    weightGrams: integer('weight_grams').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    index('products_store_category_idx').on(t.storeId, t.categoryId),
    index('products_store_brand_idx').on(t.storeId, t.brandId),
    // Listing pages (docs/listings.md): one index per sort (listing-order.ts), read forwards or backwards,
    // each key ending in the id so the order is total, then the filter columns, so a page's ids and the
    // facet counts come from index-only scans at 100,000 products. Only enabled products are listed.
    index('products_listing_popularity_idx')
      .on(t.storeId, t.popularity.desc().nullsFirst(), t.id, t.categoryId, t.brandId, t.price, t.inStock)
      .where(sql`is_enabled`),
    index('products_listing_price_idx')
      .on(t.storeId, t.price, t.id, t.categoryId, t.brandId, t.inStock)
      .where(sql`is_enabled`),
    index('products_listing_name_idx')
      .on(t.storeId, t.name, t.id, t.categoryId, t.brandId, t.price, t.inStock)
      .where(sql`is_enabled`),
    index('products_listing_rating_idx')
      .on(t.storeId, t.rating.desc().nullsFirst(), t.ratingCount.desc().nullsFirst(), t.id, t.categoryId, t.brandId, t.price, t.inStock)
      .where(sql`is_enabled`),
    index('products_listing_created_idx')
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.categoryId, t.brandId, t.price, t.inStock)
      .where(sql`is_enabled`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Search in descriptions and SKUs (sf=description,sku).
    index('products_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('products_sku_trgm_idx').using('gin', t.sku.op('gin_trgm_ops')),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    imageFile: text('image_file').notNull(),
    thumbnailFile: text('thumbnail_file').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.productId] })],
);

/** A variant attribute such as Size or Colour; displayType is dropdown, namelist or color. */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  displayType: text('display_type').$type<'dropdown' | 'namelist' | 'color'>().notNull(),
});

export const attributeValues = pgTable('attribute_values', {
  id: serial('id').primaryKey(),
  attributeId: integer('attribute_id')
    .notNull()
    .references(() => attributes.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  colorHex: text('color_hex'),
  position: integer('position').notNull().default(0),
});

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    stock: integer('stock').notNull().default(0),
    imageFile: text('image_file'),
  },
  (t) => [index('variants_product_idx').on(t.productId)],
);

export const variantValues = pgTable(
  'variant_values',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    attributeValueId: integer('attribute_value_id')
      .notNull()
      .references(() => attributeValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] })],
);

export const addons = pgTable(
  'addons',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('addons_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_product_idx').on(t.productId)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('faqs_product_idx').on(t.productId, t.position)],
);

/** Generated demo media (SVG), served at the static CDN base; path is what `media://` URLs name. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** SVG as text; other pictures (owner uploads) as base64 (media-routes.ts mediaBytes). */
  body: text('body').notNull(),
  /** What the picture shows, for shoppers who cannot see it; required for uploads (migration 0021). */
  alt: text('alt').notNull().default(''),
});

/** Custom pages (page type CUSTOM) built from sections, at flat URLs `/{slug}`. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** JSON array of sections, the same shape as the home page's. */
    sections: text('sections').notNull().default('[]'),
    meta: jsonb('meta').$type<{ metaTitle?: string; metaDesc?: string; metaKeywords?: string; metaImage?: string }>().notNull().default({}),
    isPublished: boolean('is_published').notNull().default(true),
  },
  (t) => [uniqueIndex('pages_store_slug_uq').on(t.storeId, t.slug)],
);

/** Contact and form-section submissions, kept per store. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** 'contact', 'subscribe' or 'form' (a forms section, named by its temp_id in sectionId). */
    source: text('source').notNull(),
    sectionId: text('section_id'),
    pagePath: text('page_path').notNull().default(''),
    fields: jsonb('fields')
      .$type<Array<{ fieldName: string; value: string | string[]; file?: { name: string; type: string; size: number } }>>()
      .notNull(),
    /** Unguessable token the sender gets back to read the submission again (never the serial id). */
    receipt: text('receipt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner opened (or marked) the message read in the studio's Messages; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the owner archived it; null while it is in the inbox. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('form_submissions_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('form_submissions_receipt_uq').on(t.receipt),
    // The inbox: a store's messages in or out of the archive, newest first (migration 0018).
    index('form_submissions_inbox_idx').on(t.storeId, t.archivedAt, t.createdAt, t.id),
  ],
);

/**
 * Files sent with file fields (at most 2 MB each), kept apart from the submission row so listing
 * submissions never reads file contents. Stored as the base64 the browser sent: the same text both
 * databases handle alike, and what an owner's tool downloads.
 */
/** The columns of a file a shopper sent in answer to a field (a form's or a checkout question's); fresh builders per table. */
const answeredFileColumns = () => ({
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  fieldName: text('field_name').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull().default(''),
  size: integer('size').notNull(),
  dataBase64: text('data_base64').notNull(),
});

export const formFiles = pgTable(
  'form_files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    ...answeredFileColumns(),
  },
  (t) => [index('form_files_submission_idx').on(t.submissionId)],
);

/** A signed-in customer's cart, one per store and customer (the access token's UserID). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_store_customer_uq').on(t.storeId, t.customerId)],
);

/**
 * A line of a cart; its id is the cartItemID. Product and variant are not foreign keys: a product
 * the store deletes must still be reported to the shopper as removed, once, by the next cart call.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** 0 when the product has no variants. */
    variantId: integer('variant_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** Add-on ids ascending, comma-joined, as the cart code writes them ('' for none). */
    addonIds: text('addon_ids').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.variantId, t.addonIds)],
);

/**
 * Cart writes already applied, per store, customer and Idempotency-Key: a retried write answers from
 * here instead of applying again. Kept a day (pruned by created_at).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    key: text('key').notNull(),
    /** Hash of the call and its arguments: the same key sent with another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/* ------------------------------------------------------------------------------------------------
 * Identity and account (issue 5): customers, their sessions (refresh-token families), password
 * reset tokens, wishlists, and the mail outbox the development mailbox lists.
 * ---------------------------------------------------------------------------------------------- */

/** A customer of one store. Types and statuses are spec section 3's enumerations. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Lower-cased; null when the store asks for a phone number only. */
    email: text('email'),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    /** 1 individual, 2 corporate, 3 reseller. */
    customerType: integer('customer_type').notNull().default(1),
    /** 1 prospective, 2 approval pending, 3 active, 4 rejected, 5 deactivated. */
    status: integer('status').notNull().default(3),
    /** Argon2id. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_store_email_uq').on(t.storeId, t.email), uniqueIndex('customers_store_phone_uq').on(t.storeId, t.phone)],
);

/** A signed-in session: one family of rotating refresh tokens. Revoking it ends the session. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: text('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** signout, reuse, password-change, password-reset. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('customer_sessions_customer_idx').on(t.storeId, t.customerId)],
);

/** Every refresh token issued to a session (by its jti); a used one presented again revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => customerSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** A password reset: only the SHA-256 of the emailed token is kept; used once, expires. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A product on a customer's wishlist. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.customerId, t.productId] })],
);

/**
 * An address a customer keeps in one store's address book (issue 19); at most one is the default
 * (partial unique index), which the checkout preselects. The country is an ISO 3166-1 code.
 */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.storeId, t.customerId, t.id),
    uniqueIndex('customer_addresses_default_uq')
      .on(t.storeId, t.customerId)
      .where(sql`is_default`),
  ],
);

/** Messages the embedded Mailer wrote instead of sending (the development mailbox lists them). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id').notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: text('kind').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Tracking and ad conversions (issue 8): sessions, page views with their visible duration, and
// the Facebook conversion events the host records (and sends when a token is configured).
// ---------------------------------------------------------------------------------------------

/** A visit (spec section 3's session tracking record); one row per store and SessionID. */
export const trackingSessions = pgTable(
  'tracking_sessions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    visitorId: text('visitor_id').notNull(),
    /** The UserID of the access token the beacon came with; null for a guest. */
    customerId: text('customer_id'),
    landingUrl: text('landing_url').notNull(),
    referrer: text('referrer').notNull().default(''),
    /** Host of the referrer ('' for direct visits), kept apart so the dashboard groups by it cheaply. */
    referrerHost: text('referrer_host').notNull().default(''),
    ipAddress: text('ip_address').notNull(),
    geo: jsonb('geo').$type<Record<string, string | number | null>>().notNull(),
    country: text('country').notNull().default('Unknown'),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    device: text('device').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    utm: jsonb('utm').$type<Record<string, string>>(),
    utmSource: text('utm_source'),
    /** The client's Timestamp, as sent. */
    clientTimestamp: text('client_timestamp').notNull(),
    /** When the host received it: dashboards range over this, never over the client's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_sessions_store_session_uq').on(t.storeId, t.sessionId),
    index('tracking_sessions_store_started_idx').on(t.storeId, t.startedAt),
  ],
);

/** A page_view event and, once the shopper leaves the page, its visible duration. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    url: text('url').notNull(),
    /** The URL's path (no query): what "top pages" groups by. */
    path: text('path').notNull(),
    /** Visible milliseconds; null until the first duration update. */
    durationMs: integer('duration_ms'),
    clientTimestamp: text('client_timestamp').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_events_store_event_uq').on(t.storeId, t.eventId),
    index('tracking_events_store_occurred_idx').on(t.storeId, t.occurredAt),
  ],
);

/** Facebook Conversions API events as the storefront reported them; sentAt is set once delivered. */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    /** The pixel's event_id: the Conversions API deduplicates the browser and server copies by it. */
    eventId: text('event_id').notNull(),
    eventTime: integer('event_time').notNull(),
    url: text('url').notNull(),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull(),
    /** 'recorded' (no token: embedded default), 'sent', or 'failed'. */
    delivery: text('delivery').notNull().default('recorded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversion_events_store_event_uq').on(t.storeId, t.eventName, t.eventId),
    index('conversion_events_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Theme Studio (issue 7): store owners, theme drafts and published theme versions.
// ---------------------------------------------------------------------------------------------

/** A store owner who signs in to the Theme Studio; separate from customers, one store each. */
export const storeOwners = pgTable(
  'store_owners',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** Argon2id. */
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_owners_store_email_uq').on(t.storeId, t.email)],
);

/** The owner's unpublished edit of a theme (autosaved); the live store keeps showing themes.theme_data. */
export const themeDrafts = pgTable('theme_drafts', {
  themeId: integer('theme_id')
    .primaryKey()
    .references(() => themes.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  themeData: text('theme_data').notNull(),
  /** Bumped on every save, so a stale tab cannot overwrite a newer draft unknowingly. */
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every publish of a theme, newest last; an owner can restore one into the draft. */
export const themeVersions = pgTable(
  'theme_versions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    themeData: text('theme_data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner's e-mail; '' for the theme the store was created with. */
    publishedBy: text('published_by').notNull().default(''),
    /** What the publish changed, in words (theme-changes.ts), or "Original theme". */
    note: text('note').notNull().default(''),
  },
  (t) => [index('theme_versions_theme_idx').on(t.storeId, t.themeId, t.publishedAt)],
);

/** The store settings' history (issue 14): who saved the studio's Settings page, when, and what changed in words. */
export const storeSettingsHistory = pgTable(
  'store_settings_history',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The owner's e-mail. */
    changedBy: text('changed_by').notNull().default(''),
    /** One line per change (store-settings.ts describeSettingsChanges); never a secret's value. */
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_settings_history_store_idx').on(t.storeId, t.changedAt, t.id)],
);

// ---------------------------------------------------------------------------------------------
// Checkout and orders (issue 6)
// ---------------------------------------------------------------------------------------------

/**
 * Where a store ships (issue 19): a zone of countries (ISO codes; none = the rest of the world) with
 * its tax rate in thousandths of a percent (src/domain/shipping/shipping-zones.ts, tax.ts).
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    taxRate: integer('tax_rate').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shipping_zones_store_idx').on(t.storeId, t.position)],
);

/** How a store ships to a zone: a flat rate, or tiers by weight or subtotal, in the store's base currency. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** 'flat', 'weight' or 'subtotal' (shipping-charge.ts). */
    kind: text('kind').notNull().default('flat'),
    /** Ascending `from` (grams, or base-currency cents) with the rate from there up; [] for a flat rate. */
    tiers: jsonb('tiers').$type<Array<{ from: number; rate: string }>>().notNull().default([]),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 2 }).notNull(),
    /** Subtotal (base currency) from which the method ships free; null when it never does (migration 0020). */
    freeOver: numeric('free_over', { precision: 12, scale: 2 }),
    position: integer('position').notNull().default(0),
    isEnabled: boolean('is_enabled').notNull().default(true),
  },
  (t) => [index('shipping_methods_store_idx').on(t.storeId, t.position)],
);

/** The store's own checkout questions (spec section 3 field types 1-6), asked on /checkout. */
export const checkoutFields = pgTable(
  'checkout_fields',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    inputTypeId: integer('input_type_id').notNull(),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('checkout_fields_store_idx').on(t.storeId, t.position)],
);

/**
 * An order. Money is in the store's base currency as the server priced it when the order was
 * placed; the currency and rate shown then are kept beside it. `code` is what the shopper quotes
 * (and resumes an unpaid order by); `accessToken` opens the order page for a guest, from the
 * confirmation link. A repeated Idempotency-Key finds the order it already made.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    accessToken: text('access_token').notNull(),
    /** The customer's UserID; null for a guest's order. */
    customerId: text('customer_id'),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** 'unpaid' or 'paid'. */
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    /** What the payment provider told the shopper to do (bank details, "pay the courier"). */
    paymentInstructions: text('payment_instructions').notNull().default(''),
    /** The provider's id of the payment (a Stripe Checkout Session), '' for none: the owner finds the charge by it. */
    paymentReference: text('payment_reference').notNull().default(''),
    /** The hosted page where the shopper pays, while the order waits for a card payment ('' otherwise). */
    paymentUrl: text('payment_url').notNull().default(''),
    shippingMethodId: integer('shipping_method_id'),
    shippingName: text('shipping_name').notNull(),
    shippingRate: numeric('shipping_rate', { precision: 12, scale: 2 }).notNull(),
    itemsTotal: numeric('items_total', { precision: 12, scale: 2 }).notNull(),
    addonsTotal: numeric('addons_total', { precision: 12, scale: 2 }).notNull(),
    subtotal: numeric('subtotal', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** The discount taken off the subtotal and what named it (a code, or an automatic discount's title); '' for none (issue 19). */
    discountTotal: numeric('discount_total', { precision: 12, scale: 2 }).notNull().default('0'),
    discountLabel: text('discount_label').notNull().default(''),
    /** Paid by a gift card, and the card's last four characters ('' for none). */
    giftCardTotal: numeric('gift_card_total', { precision: 12, scale: 2 }).notNull().default('0'),
    giftCardLast4: text('gift_card_last4').notNull().default(''),
    currencyAbbreviation: text('currency_abbreviation').notNull(),
    currencyRate: numeric('currency_rate', { precision: 14, scale: 6 }).notNull(),
    contact: jsonb('contact').$type<{ fullName: string; email: string; phone: string }>().notNull(),
    shippingAddress: jsonb('shipping_address')
      .$type<{ line1: string; line2: string; city: string; region: string; postalCode: string; country: string }>()
      .notNull(),
    note: text('note').notNull().default(''),
    customFields: jsonb('custom_fields').$type<Array<{ fieldName: string; value: string | string[] }>>().notNull().default([]),
    /** 'cart' or 'buynow': a buy-now order leaves the customer's stored cart alone. */
    source: text('source').notNull(),
    /** Event id of the Purchase ad event, so the pixel and the conversions API count it once. */
    eventId: text('event_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Set by the owner when the order ships (issue 14); '' until then. */
    trackingNumber: text('tracking_number').notNull().default(''),
    trackingUrl: text('tracking_url').notNull().default(''),
    /** The tax as charged (base currency), and the rule it was worked by, so the order's shown tax is worked again the same way. */
    taxTotal: numeric('tax_total', { precision: 12, scale: 2 }).notNull().default('0'),
    taxRate: integer('tax_rate').notNull().default(0),
    taxMode: text('tax_mode').notNull().default('exclusive'),
    taxRounding: text('tax_rounding').notNull().default('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_code_uq').on(t.code),
    // The studio's order list: a store's orders newest first.
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    uniqueIndex('orders_store_key_uq').on(t.storeId, t.idempotencyKey),
    index('orders_store_customer_idx').on(t.storeId, t.customerId, t.createdAt),
  ],
);

/**
 * A payment provider's event already handled (a Stripe webhook's event id): a delivery repeated by
 * the provider finds its row and changes nothing. Written in the transaction that acts on it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    storeId: integer('store_id'),
    orderId: integer('order_id'),
    /** What the event did: 'paid', or why it changed nothing ('unknown-order', 'amount-mismatch', …). */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A line of an order as sold: names and prices copied, so a later catalogue change never rewrites it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull().default(0),
    sku: text('sku').notNull(),
    itemName: text('item_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    productUrl: text('product_url').notNull().default(''),
    thumbnailFile: text('thumbnail_file').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: numeric('line_total', { precision: 12, scale: 2 }).notNull(),
    addons: jsonb('addons').$type<Array<{ addonID: number; addonName: string; price: string; totalPrice: string }>>().notNull().default([]),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** A file a shopper gave in answer to a store question at checkout, kept with its order (as form_files are with a form). */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...answeredFileColumns(),
  },
  (t) => [index('order_files_order_idx').on(t.orderId)],
);

/** Every status an order has had, oldest first: what the order page's timeline shows. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** Who made the change: 'Customer' (placing, paying), the payment provider, or the owner's e-mail. */
    actor: text('actor').notNull().default('Customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Secrets the whole deployment shares, created once by whichever instance starts first (the token
 * signing key when TOKEN_SECRET is not configured), so every instance of a fleet signs alike.
 */
export const deploymentSecrets = pgTable('deployment_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counts every instance shares when they run on one PostgreSQL (auth/postgres-attempt-store.ts):
 * one row per limiter and key, counting from the start of its window.
 */
export const rateCounts = pgTable(
  'rate_counts',
  {
    key: text('key').primaryKey(),
    current: integer('current').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counts_window_idx').on(t.windowEndsAt)],
);

// ---------------------------------------------------------------------------------------------
// Discounts and gift cards (issue 19)
// ---------------------------------------------------------------------------------------------

/**
 * A discount: a code a shopper types, or automatic (code null) for "spend X, get Y% off". `value`
 * is whole percent for 'percentage', base-currency cents for 'fixed', 0 for 'free_shipping'. Money
 * thresholds are base cents. `usedCount` is counted up inside PlaceOrder's transaction by a
 * conditional update, so a code limited to N uses is used exactly N times.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** Upper case as typed by the owner; null for an automatic discount. */
    code: text('code'),
    title: text('title').notNull().default(''),
    kind: text('kind').notNull(),
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discounts_store_code_uq').on(t.storeId, t.code), index('discounts_store_created_idx').on(t.storeId, t.createdAt)],
);

/** One use of a discount by an order; `customerKey` is the customer's UserID or the guest's e-mail, for per-customer limits. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerKey: text('customer_key').notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_customer_idx').on(t.discountId, t.customerKey)],
);

/** A gift card: a code with a balance in base cents, spent by orders; the database refuses a negative balance. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    balance: integer('balance').notNull(),
    note: text('note').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_cards_store_code_uq').on(t.storeId, t.code)],
);

/** What an order took from a gift card. */
export const giftCardSpends = pgTable(
  'gift_card_spends',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_spends_card_idx').on(t.giftCardId)],
);
