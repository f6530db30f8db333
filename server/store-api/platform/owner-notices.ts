/**
 * Tells a store's owners, and the staff whose role covers it, of a new message, a new order or a webhook endpoint the platform switched off,
 * by mail through the job queue. Each notice is queued in the transaction of the change it tells of
 * (decision 84): a notice of a message or order that rolled back is never sent, and one that committed
 * is never lost. The store's settings switch the message and order notices (`ownerNotifications.newMessage`
 * / `.newOrder`, on by default); the webhook notice goes always, since deliveries stop until the owner acts.
 * The features write the notice's words (forms/new-message-notice.ts, orders/new-order-notice.ts,
 * webhooks/endpoint-off-notice.ts).
 */
import { eq } from 'drizzle-orm';
import type { OwnerPermission } from '../../../src/domain/staff/permissions';
import type { Db } from './database/client';
import { stores } from './platform.tables';
import { memberEmails } from './studio-accounts';
import type { Mailer } from './mail/mailer';
import { readSiteSettings } from './site-settings';

/** Which notice it is: the store's settings switch each on or off; `always` ones no setting silences. */
export type NoticeSwitch = 'newMessage' | 'newOrder' | 'always';

/** A mail to the owner, before it is addressed. */
export interface OwnerNotice {
  subject: string;
  text: string;
  kind: 'owner-new-message' | 'owner-new-order' | 'owner-webhook-off';
}

/**
 * Who is told: the members whose role may act on it (decision 95). Owners hold every permission; a
 * staff member with orders only hears of orders, not of messages or webhooks.
 */
const NOTICE_NEEDS: Record<OwnerNotice['kind'], OwnerPermission> = {
  'owner-new-message': 'messages.manage',
  'owner-new-order': 'orders.manage',
  'owner-webhook-off': 'webhooks.manage',
};

export class OwnerNotices {
  constructor(private readonly deps: { mailer: Mailer | undefined }) {}

  /**
   * Queues `compose(storeTitle)` to every owner of the store in `tx`, when its settings switch `which` on.
   * Read through `tx` as well: the embedded database serves one transaction at a time.
   */
  async queue(tx: Db, webId: number, which: NoticeSwitch, compose: (storeTitle: string) => OwnerNotice): Promise<void> {
    const { mailer } = this.deps;
    if (!mailer) return;
    const [store] = await tx.select({ title: stores.title, settings: stores.settings }).from(stores).where(eq(stores.id, webId)).limit(1);
    if (!store || (which !== 'always' && !readSiteSettings(store.settings).ownerNotifications[which])) return;
    const notice = compose(store.title);
    const emails = await memberEmails(tx, webId, NOTICE_NEEDS[notice.kind]);
    for (const email of emails) await mailer.send({ webID: webId, to: email, ...notice }, { in: tx });
  }
}
