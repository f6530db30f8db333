/**
 * Tells a store's owners of a new message or a new order, by mail through the store's mailer (the
 * outbox and development mailbox, or SMTP), when the store's settings switch that notice on
 * (`ownerNotifications.newMessage` / `.newOrder`, on by default). Runs after the shopper's message
 * or order is stored and never fails it: any trouble here is logged and swallowed. The features
 * write the notice's words (forms/new-message-notice.ts, orders/new-order-notice.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from './database/client';
import { storeOwners, stores } from './platform.tables';
import type { Mailer } from './mail/mailer';
import { readSiteSettings } from './site-settings';

/** Which notice it is: the store's settings switch each on or off. */
export type NoticeSwitch = 'newMessage' | 'newOrder';

/** A mail to the owner, before it is addressed. */
export interface OwnerNotice {
  subject: string;
  text: string;
  kind: 'owner-new-message' | 'owner-new-order';
}

/** Where a failed notice is reported (the request's logger). */
export interface NoticeLog {
  warn(detail: object, message: string): void;
}

export class OwnerNotices {
  constructor(private readonly deps: { db: Db; mailer: Mailer | undefined }) {}

  /** Mails `compose(storeTitle)` to every owner of the store when its settings switch `which` on. */
  async send(webId: number, which: NoticeSwitch, compose: (storeTitle: string) => OwnerNotice, log: NoticeLog | undefined): Promise<void> {
    const { db, mailer } = this.deps;
    if (!mailer) return;
    try {
      const [store] = await db.select({ title: stores.title, settings: stores.settings }).from(stores).where(eq(stores.id, webId)).limit(1);
      if (!store || !readSiteSettings(store.settings).ownerNotifications[which]) return;
      const owners = await db.selectDistinct({ email: storeOwners.email }).from(storeOwners).where(eq(storeOwners.storeId, webId));
      const notice = compose(store.title);
      for (const owner of owners) {
        await mailer
          .send({ webID: webId, to: owner.email, ...notice })
          .catch((error: unknown) => log?.warn({ err: error, kind: notice.kind }, 'owner notice not sent'));
      }
    } catch (error) {
      log?.warn({ err: error, notice: which }, 'owner notice not sent');
    }
  }
}
