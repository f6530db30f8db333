/**
 * Every call the studio makes as the store's owner, each declared once beside its payload's schema
 * (docs/decisions.md 79): the `/Owner/*` calls, the custom pages, the theme's calls and maintenance. The store API registers them
 * (register-call.ts), the studio's adapters call them (call-api.ts), and the tests check that the
 * routes the store API serves under `/Owner/` are exactly these and fuzz each one.
 */
import type { AnyCall } from './define-call';
import { CATALOGUE_IMPORT_CALLS } from './owner-catalogue-import.contract';
import { CUSTOMER_CALLS, ORDER_CALLS, OWNER_SESSION_CALLS } from './owner.contract';
import { DISCOUNT_CALLS } from './owner-discounts.contract';
import { DOMAIN_CALLS } from './owner-domains.contract';
import { MAIL_TEMPLATE_CALLS } from './owner-mail-templates.contract';
import { MESSAGE_CALLS } from './owner-messages.contract';
import { PAGE_CALLS } from './owner-pages.contract';
import { PRODUCT_CALLS } from './owner-products.contract';
import { BULK_CALLS } from './owner-bulk-edit.contract';
import { CATALOGUE_LIST_CALLS } from './owner-catalogue-lists.contract';
import { REVIEW_CALLS } from './owner-reviews.contract';
import { SETTINGS_CALLS } from './owner-settings.contract';
import { SHIPPING_CALLS } from './owner-shipping.contract';
import { CHECKLIST_CALLS } from './store-signup.contract';
import { WEBHOOK_CALLS } from './owner-webhooks.contract';
import { ACTIVITY_CALLS } from './owner-activity.contract';
import { API_KEY_CALLS } from './owner-api-keys.contract';
import { STAFF_CALLS } from './owner-staff.contract';
import { STUDIO_ACCOUNT_CALLS } from './studio-account.contract';
import { THEME_CALLS } from './theme.contract';
import { MAINTENANCE_CALLS } from './web.contract';

export const OWNER_CALLS = {
  ...OWNER_SESSION_CALLS,
  ...ORDER_CALLS,
  ...CUSTOMER_CALLS,
  ...DISCOUNT_CALLS,
  ...MESSAGE_CALLS,
  ...SETTINGS_CALLS,
  ...SHIPPING_CALLS,
  ...PAGE_CALLS,
  ...PRODUCT_CALLS,
  ...BULK_CALLS,
  ...CATALOGUE_LIST_CALLS,
  ...CATALOGUE_IMPORT_CALLS,
  ...REVIEW_CALLS,
  ...THEME_CALLS,
  ...MAINTENANCE_CALLS,
  ...WEBHOOK_CALLS,
  ...DOMAIN_CALLS,
  ...ACTIVITY_CALLS,
  ...CHECKLIST_CALLS,
  ...API_KEY_CALLS,
  ...STUDIO_ACCOUNT_CALLS,
  ...STAFF_CALLS,
  ...MAIL_TEMPLATE_CALLS,
};

export const OWNER_CALL_LIST: readonly AnyCall[] = Object.values(OWNER_CALLS);
