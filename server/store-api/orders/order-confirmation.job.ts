/**
 * The order confirmation as a job (docs/decisions.md 84): PlaceOrder queues it in the order's own
 * transaction, due CONFIRMATION_HOLD_MS later, and makes it due at once when the
 * payment step has answered, so the mail tells how the order is paid. If the instance stops between
 * the two, the held job still goes out. The mail is written when it is sent, from the order as it is.
 */
import type { Db } from '../platform/database/client';
import type { JobHandler } from '../platform/jobs/job-queue';
import type { Mailer } from '../platform/mail/mailer';
import type { StoreRepository } from '../platform/store.repository';
import { storeLink } from '../platform/store-link';
import { confirmationMail } from './order-mail';
import { findById, historyOf, linesOf } from './order.repository';
import { orderView } from './order-view';

export const ORDER_CONFIRMATION_JOB = 'order-confirmation';

/** How long the queued confirmation waits for the payment step before it goes anyway. */
export const CONFIRMATION_HOLD_MS = 60_000;

export interface OrderConfirmationPayload {
  webId: number;
  orderId: number;
  /** The shopper's Origin: the link's host when it is one of the store's own (store-link.ts). */
  origin: string | null;
}

export function orderConfirmationJob(deps: {
  db: Db;
  stores: StoreRepository;
  /** The delivering Mailer (SMTP or the outbox), not the queue: a throw here is this job's failed attempt. */
  mailer: Mailer;
  platformHosts?: readonly string[] | undefined;
}): JobHandler {
  return async (job) => {
    const { webId, orderId, origin } = job.payload as OrderConfirmationPayload;
    const [order, store] = await Promise.all([findById(deps.db, webId, orderId), deps.stores.findById(webId)]);
    if (!order || !store) return;
    const view = orderView(order, await linesOf(deps.db, [order.id]), await historyOf(deps.db, order.id));
    const link = storeLink(store, origin ?? undefined, `/order/${order.id}`, { t: order.accessToken }, deps.platformHosts);
    const mail = confirmationMail(webId, store.title, view, link);
    if (mail) await deps.mailer.send(mail);
  };
}

/** A confirmation job's log fields. */
export const describeConfirmation = () => ({ mailKind: 'order-confirmation' });
