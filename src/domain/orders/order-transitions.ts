/**
 * The one state machine of an order's status after placing, over the spec's labels (docs/back-office.md).
 * The owner moves an order on; each move is allowed or refused here, never in a route or a screen:
 *
 *   Pending ──────────────┬─> Paid ──┬─> Confirmed ─> Shipped ─> Delivered
 *   Verification Pending ─┘          └────────────────^
 *   Pending ─> Confirmed (cash on delivery is placed Confirmed)
 *   any status before Shipped ─> Cancelled
 *
 * Moving to Paid is how a bank transfer is confirmed; a delivered cash-on-delivery order was paid to
 * the courier. Delivered and Cancelled are final. Cancelling gives the order's units back to stock.
 */
import { ORDER_STATUS, type OrderStatus } from './order-status';

export type PaymentStatus = 'unpaid' | 'paid';

export interface OrderState {
  status: string;
  paymentStatus: string;
}

export interface Tracking {
  number: string;
  url: string;
}

const { pending, verificationPending, paid, confirmed, inStock, shipped, delivered, cancelled } = ORDER_STATUS;

/** Where each status may go next. "In Stock" is a spec label no rule sets; an order carrying it moves on like a paid one. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  [pending]: [paid, confirmed, cancelled],
  [verificationPending]: [paid, cancelled],
  [paid]: [confirmed, shipped, cancelled],
  [inStock]: [shipped, cancelled],
  [confirmed]: [shipped, cancelled],
  [shipped]: [delivered],
  [delivered]: [],
  [cancelled]: [],
};

/** The statuses an order in `status` may move to, in the order an owner usually takes them. */
export function nextStatuses(status: string): readonly OrderStatus[] {
  // Own keys only: a status such as "valueOf" or "constructor" must not find the prototype's.
  return Object.hasOwn(NEXT, status) ? NEXT[status as OrderStatus] : [];
}

export function isFinal(status: string): boolean {
  return nextStatuses(status).length === 0;
}

export type TransitionResult =
  | { ok: true; status: OrderStatus; paymentStatus: PaymentStatus; returnsStock: boolean; tracking: Tracking | null }
  | { ok: false; reason: string };

const TRACKING_NUMBER = /^[A-Za-z0-9 ._/-]{1,64}$/;

/** A tracking link the customer may open: http(s) only, so no other scheme reaches their page. */
export function isTrackingUrl(url: string): boolean {
  if (url.length > 500) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

function trackingOf(to: OrderStatus, tracking: Partial<Tracking> | undefined): Tracking | null | string {
  const number = tracking?.number?.trim() ?? '';
  const url = tracking?.url?.trim() ?? '';
  if (number === '' && url === '') return null;
  if (to !== shipped) return 'Only a shipped order carries a tracking number';
  if (number !== '' && !TRACKING_NUMBER.test(number))
    return 'The tracking number may hold letters, digits, spaces and . _ / - (at most 64)';
  if (url !== '' && !isTrackingUrl(url)) return 'The tracking link must be an http or https address';
  return { number, url };
}

/** Moves an order from its state to `to`, or says why it cannot. */
export function transition(from: OrderState, to: string, tracking?: Partial<Tracking>): TransitionResult {
  if (from.status === to) return { ok: false, reason: `The order is already ${to}` };
  if (!nextStatuses(from.status).includes(to as OrderStatus)) {
    return isFinal(from.status)
      ? { ok: false, reason: `A ${from.status} order cannot change any more` }
      : { ok: false, reason: `A ${from.status} order cannot become ${to}` };
  }
  const target = to as OrderStatus;
  const carried = trackingOf(target, tracking);
  if (typeof carried === 'string') return { ok: false, reason: carried };
  const wasPaid = from.paymentStatus === 'paid';
  // Paid is the money arriving; a delivered order was paid at the door at the latest.
  const paymentStatus: PaymentStatus = wasPaid || target === paid || target === delivered ? 'paid' : 'unpaid';
  return { ok: true, status: target, paymentStatus, returnsStock: target === cancelled, tracking: carried };
}
