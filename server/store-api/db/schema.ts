/**
 * The Drizzle schema as drizzle-kit reads it (drizzle.config.ts): every feature owns its tables in
 * its own `*.tables.ts` (docs/decisions.md 75) and this file only gathers them, so one schema and one
 * set of migrations (./migrations) serve both the embedded PGlite database and a real PostgreSQL.
 * Every tenant-owned row carries store_id (the webID) and every query filters by it.
 */
export * from '../platform/platform.tables';
export * from '../catalog/catalog.tables';
export * from '../catalog/catalogue-imports.tables';
export * from '../theme/theme.tables';
export * from '../forms/forms.tables';
export * from '../cart/cart.tables';
export * from '../identity/identity.tables';
export * from '../identity/staff.tables';
export * from '../identity/studio-account.tables';
export * from '../tracking/tracking.tables';
export * from '../settings/settings.tables';
export * from '../shipping/shipping.tables';
export * from '../orders/orders.tables';
export * from '../payments/payments.tables';
export * from '../discounts/discounts.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../webhooks/webhooks.tables';
export * from '../platform/store-domains.tables';
export * from '../platform/access.tables';
export * from '../stores/signup.tables';
export * from '../mail-templates/mail-templates.tables';
