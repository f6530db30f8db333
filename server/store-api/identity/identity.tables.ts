/**
 * Identity's tables: customers, their sessions (refresh-token families), password resets, address
 * books, and wishlist rows (deleted with their customer, so they sit with the customer).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables';
import { stores } from '../platform/platform.tables';

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
 * An address a customer keeps in one store's address book (docs/checkout.md); at most one is the default
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
