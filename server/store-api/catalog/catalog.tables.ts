/**
 * The catalogue's tables: categories, brands, collections, products with their pictures, variants,
 * add-ons, reviews and FAQs, and the custom pages, which share the catalogue's flat URLs (`/{slug}`)
 * and its sitemap and suggestions (docs/decisions.md 75).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stores } from '../platform/platform.tables';
import { orders } from '../orders/orders.tables';
import type { ReviewStatus } from '../../../src/domain/catalog/review-moderation';
import type { ProductGroupRule } from '../../../src/domain/catalog/product-group-rule';
import type { WeightUnit } from '../../../src/domain/catalog/variant-fields';

/** Where a product is in its life (decision 81): a draft is being prepared, an archived one is kept off sale. */
export type ProductStatus = 'draft' | 'active' | 'archived';

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
    /** SEO title and description of the group's page (decision 100), as a category's. */
    meta: jsonb('meta').$type<{ metaTitle?: string; metaDesc?: string }>().notNull().default({}),
    /**
     * Null: a manual list (`collection_products`). Otherwise the rule its members are worked out by in
     * every read (decision 100); nothing of it is copied into `collection_products`.
     */
    rule: jsonb('rule').$type<ProductGroupRule>(),
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
    /** draft, active or archived (decision 81): only an active product reaches shoppers. */
    status: text('status').$type<ProductStatus>().notNull().default('active'),
    /**
     * Listed: the status is active. Generated from it (decision 81), so every shopper read and the
     * listing indexes below keep filtering on it and no write can set one without the other.
     */
    isEnabled: boolean('is_enabled')
      .notNull()
      .generatedAlwaysAs(sql`status = 'active'`),
    isNew: boolean('is_new').notNull().default(false),
    /** Stock of its variants when it has any, else its own stock, above zero: kept by triggers (migration 0014). */
    inStock: boolean('in_stock').notNull().default(false),
    meta: jsonb('meta').$type<{ metaTitle?: string; metaDesc?: string; metaKeywords?: string; metaImage?: string }>().notNull().default({}),
    /** Shipping weight of one unit, read by weight-tiered shipping rates (migration 0025). */
    weightGrams: integer('weight_grams').notNull().default(0),
    /** The unit the owner reads the weight in (g, kg, lb, oz; decision 104); the weight stays grams. */
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('g'),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Of a product without variants, as variants.barcode. */
    barcode: text('barcode').notNull().default(''),
    /** Keep selling when out of stock (of a product without variants; variants carry their own). */
    sellWhenOutOfStock: boolean('sell_when_out_of_stock').notNull().default(false),
    /** Optimistic concurrency of owner edits: every owner write adds one; stock moves do not (decision 81). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_store_slug_uq').on(t.storeId, t.slug),
    check('products_status_check', sql`status in ('draft', 'active', 'archived')`),
    // The owner's product list: a store's products by status, newest first.
    index('products_store_status_idx').on(t.storeId, t.status, t.id),
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
    /** What the picture shows, for shoppers who cannot see it; owners must give it (decision 89). */
    alt: text('alt').notNull().default(''),
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
    barcode: text('barcode').notNull().default(''),
    sellWhenOutOfStock: boolean('sell_when_out_of_stock').notNull().default(false),
    /** The price before a sale; null: the product's compare-at price (decision 104). */
    compareAtPrice: numeric('compare_at_price', { precision: 12, scale: 2 }),
    /** "Price on request" for this variant alone: shown without a price and not sold online. */
    isHidePrice: boolean('is_hide_price').notNull().default(false),
    /** Shipping weight of one unit; null: the product's weight. */
    weightGrams: integer('weight_grams'),
    weightUnit: text('weight_unit').$type<WeightUnit>().notNull().default('g'),
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

/**
 * Where a review is in moderation: a customer's review waits as `pending` until the owner publishes
 * it, and `hidden` takes it off the store without deleting it. Only `published` reviews reach shoppers
 * (the product page's list and summary, `products.rating`/`rating_count`, hence listings, sorts and
 * structured data: decision 90).
 */
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
    /** The seed's reviews and those before moderation existed are published; a customer's start pending. */
    status: text('status').$type<ReviewStatus>().notNull().default('published'),
    /**
     * The customer who wrote it (customers.id: no foreign key, since identity's tables already name the
     * catalogue's and the two files would import each other) and the delivered order it came from;
     * null for the seed's reviews and after the order is deleted.
     */
    customerId: integer('customer_id'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The owner's public answer, shown under the review ('' for none). */
    answer: text('answer').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the owner last approved or hid it; null while it has never been moderated. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status),
    // One review per customer and product: writing again edits it.
    uniqueIndex('reviews_product_customer_uq').on(t.productId, t.customerId),
    check('reviews_status_check', sql`${t.status} in ('pending', 'published', 'hidden')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
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

/**
 * A renamed product's earlier handles: `/{old handle}` answers 301 to the product's page (decision 81).
 * One old handle of a store leads to one product; a handle a product takes again leaves this table.
 */
export const productHandleRedirects = pgTable(
  'product_handle_redirects',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    oldHandle: text('old_handle').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_handle_redirects_store_handle_uq').on(t.storeId, t.oldHandle),
    index('product_handle_redirects_product_idx').on(t.productId),
  ],
);

export type StockReason = 'sale' | 'cancel' | 'manual' | 'import';

/**
 * Every change of a product's or variant's stock, written in the transaction that changes it
 * (decision 81): sales and cancels (orders/order-stock.ts), the owner's counts and imports. No foreign
 * key to the product: the history outlives a deleted product, as order lines do.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    /** 0 for a product without variants, as order and cart lines say. */
    variantId: integer('variant_id').notNull().default(0),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    /** The store owner who changed it; null for a shopper's order and the system. */
    ownerId: integer('owner_id'),
    orderId: integer('order_id'),
    /** The owner's own words on a manual change ("stocktake", "damaged in transit"); '' when none. */
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_store_product_idx').on(t.storeId, t.productId, t.id),
    check('stock_ledger_reason_check', sql`reason in ('sale', 'cancel', 'manual', 'import')`),
  ],
);

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
