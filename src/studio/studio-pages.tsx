/**
 * The studio's back-office pages, one line each (decision 76): the route it answers at (`#orders`,
 * use-studio-view.ts), its title in the page bar and the Store menu, its nav group, the permission it
 * needs (src/domain/staff/permissions.ts, decision 95), the owner API it is given and its view, a
 * module loaded on first visit so the theme editor never pays for it. Adding a page is its module and its line here; the nav, the Store menu, the page
 * a hash opens and the page's frame all follow from this list.
 */
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { BackOfficeApi } from '../application/ports/back-office-api.port';
import type { CatalogueImportApi } from '../application/ports/owner-catalogue-import-api.port';
import type { InboxApi } from '../application/ports/owner-inbox-api.port';
import type { ProductsApi } from '../application/ports/owner-products-api.port';
import type { ReviewsApi } from '../application/ports/owner-reviews-api.port';
import type { StoreSettingsApi } from '../application/ports/store-settings-api.port';
import type { StudioApi } from '../application/ports/studio-api.port';
import type { WebhooksApi } from '../application/ports/owner-webhooks-api.port';
import type { MailTemplatesApi } from '../application/ports/owner-mail-templates-api.port';
import type { AccessApi } from '../application/ports/owner-access-api.port';
import type { DomainsApi } from '../application/ports/owner-domains-api.port';
import type { PermissionNeed } from '../domain/staff/permissions';
import type { StoreSignupApi } from '../application/ports/store-signup-api.port';
import type { StudioAccountApi } from '../application/ports/studio-account-api.port';
import { UnreadBadge } from './messages/unread-messages';
import { PendingBadge } from './reviews/pending-reviews';
import { SwitchedOffBadge } from './webhooks/switched-off-endpoints';
import { hashOpens, pageHash, useStudioHash } from './use-studio-view';

/** The owner APIs a page may be given, each bound to the signed-in owner's token. */
export interface OwnerApis {
  studio: StudioApi;
  backOffice: BackOfficeApi;
  inbox: InboxApi;
  storeSettings: StoreSettingsApi;
  products: ProductsApi;
  reviews: ReviewsApi;
  catalogueImports: CatalogueImportApi;
  webhooks: WebhooksApi;
  mailTemplates: MailTemplatesApi;
  access: AccessApi;
  domains: DomainsApi;
  signup: StoreSignupApi;
  /** The signed-in person's own account (decision 96). */
  account: StudioAccountApi;
  /** Goes on with the token a password change answered: the session that changed it stays signed in. */
  renewToken: (ownerToken: string) => void;
  /** The signed-in owner's store's own address (aurora.localhost:3000), for links to what the owner edits. */
  storeOrigin: string;
}

/**
 * Where a page is offered: `store` pages are in the editor bar's Store menu and every page's bar;
 * `theme` pages only in the page bar, beside the theme editor; `account` pages (the person's own, in
 * no store's menu) beside Sign out in every bar.
 */
export type StudioNavGroup = 'store' | 'theme' | 'account';

interface PageLine<Route extends string, Api> {
  route: Route;
  title: string;
  group: StudioNavGroup;
  permission: PermissionNeed;
  /** `#<route>/<id>` opens one item of the page (an order, a message). */
  withItems?: boolean;
  /** Shown after the title wherever the page is offered (the unread count of Messages, the pending reviews, switched-off webhooks). */
  badge?: ComponentType;
  api: (apis: OwnerApis) => Api;
  view: () => Promise<{ default: ComponentType<{ api: Api }> }>;
}

export interface StudioPage<Route extends string = string> {
  route: Route;
  hash: string;
  title: string;
  group: StudioNavGroup;
  permission: PermissionNeed;
  withItems: boolean;
  badge?: ComponentType;
  render(apis: OwnerApis): ReactNode;
}

function page<Route extends string, Api>({ api, view, withItems = false, ...line }: PageLine<Route, Api>): StudioPage<Route> {
  const View = lazy(view);
  return { ...line, withItems, hash: pageHash(line.route), render: (apis) => <View api={api(apis)} /> };
}

export const STUDIO_PAGES = [
  page({
    route: 'checklist',
    title: 'Checklist',
    group: 'store',
    permission: 'member',
    api: (a) => ({ signup: a.signup, storeOrigin: a.storeOrigin }),
    view: () => import('./checklist/checklist-view'),
  }),
  page({
    route: 'orders',
    title: 'Orders',
    group: 'store',
    permission: 'orders.manage',
    withItems: true,
    api: (a) => a.backOffice,
    view: () => import('./orders/orders-view'),
  }),
  page({
    route: 'products',
    title: 'Products',
    group: 'store',
    permission: 'products.manage',
    withItems: true,
    api: (a) => ({ products: a.products, imports: a.catalogueImports, storeOrigin: a.storeOrigin }),
    view: () => import('./products/products-view'),
  }),
  page({
    route: 'reviews',
    title: 'Reviews',
    group: 'store',
    permission: 'reviews.manage',
    badge: PendingBadge,
    api: (a) => ({ reviews: a.reviews, storeOrigin: a.storeOrigin }),
    view: () => import('./reviews/reviews-view'),
  }),
  page({
    route: 'categories',
    title: 'Categories and brands',
    group: 'store',
    permission: 'products.manage',
    api: (a) => ({ products: a.products }),
    view: () => import('./products/catalogue-lists-view'),
  }),
  page({
    route: 'customers',
    title: 'Customers',
    group: 'store',
    permission: 'customers.manage',
    api: (a) => a.backOffice,
    view: () => import('./customers/customers-view'),
  }),
  page({
    route: 'discounts',
    title: 'Discounts',
    group: 'store',
    permission: 'discounts.manage',
    api: (a) => a.backOffice,
    view: () => import('./discounts/discounts-view'),
  }),
  page({
    route: 'shipping',
    title: 'Shipping and taxes',
    group: 'store',
    permission: 'shipping.manage',
    api: (a) => a.backOffice,
    view: () => import('./shipping/shipping-view'),
  }),
  page({
    route: 'messages',
    title: 'Messages',
    group: 'store',
    permission: 'messages.manage',
    withItems: true,
    badge: UnreadBadge,
    api: (a) => a.inbox,
    view: () => import('./messages/messages-view'),
  }),
  page({
    route: 'analytics',
    title: 'Analytics',
    group: 'store',
    permission: 'analytics.read',
    api: (a) => a.studio,
    view: () => import('./analytics/analytics-view'),
  }),
  page({
    route: 'webhooks',
    title: 'Webhooks',
    group: 'store',
    permission: 'webhooks.manage',
    badge: SwitchedOffBadge,
    api: (a) => a.webhooks,
    view: () => import('./webhooks/webhooks-view'),
  }),
  page({
    route: 'activity',
    title: 'Activity',
    group: 'store',
    permission: 'activity.read',
    api: (a) => a.access,
    view: () => import('./access/activity-view'),
  }),
  page({
    route: 'domains',
    title: 'Domains',
    group: 'store',
    permission: 'settings.manage',
    api: (a) => a.domains,
    view: () => import('./domains/domains-view'),
  }),
  page({
    route: 'api-keys',
    title: 'API keys',
    group: 'store',
    permission: 'apikeys.manage',
    api: (a) => a.access,
    view: () => import('./access/api-keys-view'),
  }),
  page({
    route: 'staff',
    title: 'Staff',
    group: 'store',
    permission: 'staff.manage',
    api: (a) => a.access,
    view: () => import('./staff/staff-view'),
  }),
  page({
    route: 'mail',
    title: 'Mail templates',
    group: 'store',
    permission: 'settings.manage',
    api: (a) => a.mailTemplates,
    view: () => import('./mail/mail-templates-view'),
  }),
  page({
    route: 'settings',
    title: 'Settings',
    group: 'store',
    permission: 'settings.manage',
    api: (a) => a.storeSettings,
    view: () => import('./settings/settings-view'),
  }),
  // The person's own password and two-factor sign-in: every member has one, whatever their role.
  page({
    route: 'account',
    title: 'Account',
    group: 'account',
    permission: 'member',
    api: (a) => ({ account: a.account, renewToken: a.renewToken }),
    view: () => import('./account/account-view'),
  }),
] as const;

/** The theme editor, or the route of a registered page. */
export type StudioView = 'editor' | (typeof STUDIO_PAGES)[number]['route'];

/** The page a hash opens; anything else opens the editor. */
export function viewOf(hash: string): StudioView {
  return STUDIO_PAGES.find((candidate) => hashOpens(hash, candidate.route, candidate.withItems))?.route ?? 'editor';
}

export function pageOf(view: StudioView): (typeof STUDIO_PAGES)[number] | undefined {
  return STUDIO_PAGES.find((candidate) => candidate.route === view);
}

export function useStudioView(): StudioView {
  return viewOf(useStudioHash());
}
