/** What the Theme Studio's views get from its composition root (src/composition/studio-root.ts), each call given the owner's token. */
import type { BackOfficeApi } from '../ports/back-office-api.port';
import type { FrameParentChannel } from '../ports/frame-parent.port';
import type { CatalogueImportApi } from '../ports/owner-catalogue-import-api.port';
import type { InboxApi } from '../ports/owner-inbox-api.port';
import type { ProductsApi } from '../ports/owner-products-api.port';
import type { ReviewsApi } from '../ports/owner-reviews-api.port';
import type { OwnerSessionStore } from '../ports/owner-session-store.port';
import type { StoreSettingsApi } from '../ports/store-settings-api.port';
import type { StudioApi } from '../ports/studio-api.port';
import type { WebhooksApi } from '../ports/owner-webhooks-api.port';
import type { MailTemplatesApi } from '../ports/owner-mail-templates-api.port';
import type { AccessApi } from '../ports/owner-access-api.port';
import type { DomainsApi } from '../ports/owner-domains-api.port';
import type { StoreSignupApi } from '../ports/store-signup-api.port';
import type { StudioAccountApi } from '../ports/studio-account-api.port';

type OwnerToken = () => string | null;

export interface StudioPorts {
  studioApi(token: OwnerToken): StudioApi;
  backOfficeApi(token: OwnerToken): BackOfficeApi;
  inboxApi(token: OwnerToken): InboxApi;
  storeSettingsApi(token: OwnerToken): StoreSettingsApi;
  productsApi(token: OwnerToken): ProductsApi;
  reviewsApi(token: OwnerToken): ReviewsApi;
  catalogueImportApi(token: OwnerToken): CatalogueImportApi;
  webhooksApi(token: OwnerToken): WebhooksApi;
  /** The store's customer mail templates (decision 108). */
  mailTemplatesApi(token: OwnerToken): MailTemplatesApi;
  /** The audit log's Activity and the store's API keys (decision 99). */
  accessApi(token: OwnerToken): AccessApi;
  domainsApi(token: OwnerToken): DomainsApi;
  /** "Open a store" (no token) and the new store's checklist (the owner's). */
  storeSignupApi(token: OwnerToken): StoreSignupApi;
  /** The signed-in person's password and two-factor sign-in, the reset of a forgotten password, and a sign-in's code step. */
  studioAccountApi(token: OwnerToken): StudioAccountApi;
  /** The studio's end of the editor frame's messages, to the frame's exact origin. */
  frameChannel(frame: () => HTMLIFrameElement | null, frameOrigin: string): FrameParentChannel;
  /** The owner's session, kept for every studio tab of this browser. */
  ownerSessions: OwnerSessionStore;
}
