/**
 * The tables of the platform every feature stands on: stores (tenants) and their themes, the
 * owners who sign in to the studio, the shared rate counts, deployment secrets and the mail outbox.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * Set by the operator's `npm run store -- suspend` (decision 93): shoppers get the "unavailable" page,
     * every store call is refused and the owner cannot sign in; the data is kept. Null while it serves.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
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

/**
 * A person who signs in to the Theme Studio (decision 96): one row per e-mail whatever number of stores
 * they belong to, with the one password and the two-factor settings. Which stores they may open is
 * `store_owners` (the memberships).
 */
export const studioAccounts = pgTable(
  'studio_accounts',
  {
    id: serial('id').primaryKey(),
    /** As typed at sign-up, lower-cased by the contracts; unique whatever its case. */
    email: text('email').notNull(),
    /** Argon2id. */
    passwordHash: text('password_hash').notNull(),
    /**
     * Owner tokens issued before this instant are refused (a password change or reset ends the other
     * sessions); null until the first. Written from the instance's clock, the one tokens are issued by.
     */
    sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
    /** The TOTP secret, encrypted with the deployment's key (platform/secret-box.ts); null while two-factor is off. */
    totpSecret: text('totp_secret'),
    /** Set once the first code confirmed the secret: only then does sign-in ask for a code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last time step a code was accepted for, so one code cannot sign in twice (RFC 6238 section 5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('studio_accounts_email_uq').on(sql`lower(${t.email})`)],
);

/**
 * A person's membership of a store: the studio account may open this store, as its owner or staff.
 * What they may do there is their role (decision 95).
 */
export const storeOwners = pgTable(
  'store_owners',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => studioAccounts.id, { onDelete: 'cascade' }),
    /** 'owner' (every permission) or 'staff' (the permissions below): src/domain/staff/member-roles.ts. */
    role: text('role').notNull().default('owner'),
    /** A staff member's permissions (src/domain/staff/permissions.ts); an owner's is empty and unread. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_owners_store_account_uq').on(t.storeId, t.accountId), index('store_owners_account_idx').on(t.accountId)],
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
 * Rate-limit counts every instance shares when they run on one PostgreSQL (platform/database-attempt-store.ts):
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
