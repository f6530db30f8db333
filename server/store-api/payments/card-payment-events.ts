/**
 * What a verified Stripe event does to an order, once. The event's id is written first, in the
 * same transaction as its effect (payment_events' primary key): a delivery Stripe repeats, or two
 * at once, find it and change nothing. A Checkout Session paid for an order of ours makes it Paid
 * (the order's state machine allows it from Pending and Verification Pending) with a timeline
 * entry by "Stripe", only when the amount and currency are the order's own total as the shopper was
 * shown it; anything else is recorded on the order for the owner, and the status stays.
 */
import { minorText } from '../../../src/domain/money/minor-units';
import { and, eq } from 'drizzle-orm';
import { PAYING_EVENTS, stripeCheckoutSession, type StripeEvent } from '../../../src/contracts/stripe-webhook.contract';
import { ORDER_STATUS } from '../../../src/domain/orders/order-status';
import { transition } from '../../../src/domain/orders/order-transitions';
import type { Db } from '../platform/database/client';
import { orders, orderStatusHistory } from '../orders/orders.tables';
import { paymentEvents } from './payments.tables';
import { linesOf, type OrderRow } from '../orders/order.repository';
import { orderView } from '../orders/order-view';
import { stripeAmount } from './stripe-amounts';

export type EventOutcome =
  'paid' | 'duplicate' | 'ignored' | 'awaiting-payment' | 'unknown-order' | 'amount-mismatch' | 'already-paid' | 'not-payable';

const ACTOR = 'Stripe';

export class CardPaymentEvents {
  constructor(
    private readonly deps: {
      db: Db;
      /** Queues the customer's "payment received" mail in `tx`, the payment's own transaction (decision 84). */
      onPaid?: (order: OrderRow, tx: Db) => Promise<void>;
    },
  ) {}

  async handle(event: StripeEvent): Promise<EventOutcome> {
    const result = await this.deps.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(paymentEvents)
        .values({ provider: 'stripe', eventId: event.id, type: event.type, outcome: 'received' })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (!fresh) return { outcome: 'duplicate' as const, order: null };
      const done = await this.act(tx, event);
      await tx
        .update(paymentEvents)
        .set({ outcome: done.outcome, storeId: done.order?.storeId ?? null, orderId: done.order?.id ?? null })
        .where(and(eq(paymentEvents.provider, 'stripe'), eq(paymentEvents.eventId, event.id)));
      // The customer hears that their payment arrived exactly when it commits.
      if (done.outcome === 'paid' && done.order) await this.deps.onPaid?.(done.order, tx);
      return done;
    });
    return result.outcome;
  }

  private async act(tx: Db, event: StripeEvent): Promise<{ outcome: EventOutcome; order: OrderRow | null }> {
    if (!(PAYING_EVENTS as readonly string[]).includes(event.type)) return { outcome: 'ignored', order: null };
    const parsed = stripeCheckoutSession.safeParse(event.data.object);
    if (!parsed.success) return { outcome: 'ignored', order: null };
    const session = parsed.data;
    // Bank debits and vouchers complete unpaid; their async_payment_succeeded event pays the order.
    if (session.payment_status !== 'paid') return { outcome: 'awaiting-payment', order: null };
    const storeId = Number(session.metadata?.store_id);
    const code = session.metadata?.order_code ?? session.client_reference_id ?? '';
    if (!Number.isInteger(storeId) || storeId <= 0 || !code) return { outcome: 'unknown-order', order: null };
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.code, code)))
      .for('update');
    if (!order) return { outcome: 'unknown-order', order: null };
    if (order.paymentStatus === 'paid') return { outcome: 'already-paid', order };

    const shown = minorText(orderView(order, await linesOf(tx, [order.id]), []).shownTotals.total, order.currencyAbbreviation);
    const expected = stripeAmount(shown, order.currencyAbbreviation);
    if (session.amount_total !== expected || (session.currency ?? '').toLowerCase() !== order.currencyAbbreviation.toLowerCase()) {
      await this.note(
        tx,
        order,
        `A card payment of ${session.amount_total ?? '?'} ${session.currency ?? '?'} (session ${session.id}) does not match the order's total of ${shown} ${order.currencyAbbreviation}: check it in Stripe.`,
      );
      return { outcome: 'amount-mismatch', order };
    }
    const moved = transition(order, ORDER_STATUS.paid);
    if (!moved.ok) {
      await this.note(
        tx,
        order,
        `A card payment arrived (session ${session.id}) while the order was ${order.status}: refund or settle it in Stripe.`,
      );
      return { outcome: 'not-payable', order };
    }
    const [updated] = await tx
      .update(orders)
      .set({
        status: moved.status,
        paymentStatus: 'paid',
        paymentMethod: 'card',
        paymentInstructions: 'Your card was charged.',
        paymentReference: session.id,
        paymentUrl: '',
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: moved.status, note: `Card payment received (${session.id})`, actor: ACTOR });
    return { outcome: 'paid', order: updated! };
  }

  /** A timeline entry that keeps the status: what the owner must look at. */
  private async note(tx: Db, order: OrderRow, note: string): Promise<void> {
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, note, actor: ACTOR });
  }
}
