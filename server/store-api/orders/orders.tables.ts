/**
 * The orders' tables: checkout questions, orders with their lines, files and status history.
 */
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { answeredFileColumns } from '../forms/forms.tables';
import { stores } from '../platform/platform.tables';

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
    /** The discount taken off the subtotal and what named it (a code, or an automatic discount's title); '' for none. */
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
    /** Set by the owner when the order ships; '' until then. */
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
