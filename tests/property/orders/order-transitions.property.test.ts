import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../src/domain/orders/order-status';
import { isFinal, nextStatuses, transition } from '../../../src/domain/orders/order-transitions';

const status = fc.constantFrom(...ORDER_STATUSES);
const anyText = fc.oneof(status, fc.string({ maxLength: 30 }));
const payment = fc.constantFrom('unpaid', 'paid');
const tracking = fc.record({
  number: fc.oneof(fc.constant(''), fc.stringMatching(/^[A-Z0-9]{4,20}$/)),
  url: fc.oneof(fc.constant(''), fc.webUrl()),
});
const BEFORE_SHIPPING = [
  ORDER_STATUS.pending,
  ORDER_STATUS.verificationPending,
  ORDER_STATUS.paid,
  ORDER_STATUS.confirmed,
  ORDER_STATUS.inStock,
];

test.prop([anyText, payment, anyText])(
  'a move is allowed exactly when the table lists it, and a refusal says why',
  (from, paymentStatus, to) => {
    const result = transition({ status: from, paymentStatus }, to);
    expect(result.ok).toBe(from !== to && nextStatuses(from).includes(to as never));
    if (!result.ok) expect(result.reason.length).toBeGreaterThan(0);
  },
);

test.prop([status, payment, status])('Delivered and Cancelled are final: nothing leaves them', (to, paymentStatus, _) => {
  for (const from of [ORDER_STATUS.delivered, ORDER_STATUS.cancelled]) {
    expect(isFinal(from)).toBe(true);
    expect(transition({ status: from, paymentStatus }, to).ok).toBe(false);
  }
});

test.prop([status, payment])(
  'only orders not yet shipped can be cancelled, and cancelling alone returns the stock',
  (from, paymentStatus) => {
    const result = transition({ status: from, paymentStatus }, ORDER_STATUS.cancelled);
    expect(result.ok).toBe(BEFORE_SHIPPING.includes(from as never));
    for (const to of ORDER_STATUSES) {
      const moved = transition({ status: from, paymentStatus }, to);
      if (moved.ok) expect(moved.returnsStock).toBe(to === ORDER_STATUS.cancelled);
    }
  },
);

test.prop([status, payment, status])(
  'payment is never lost: a paid order stays paid, Paid and Delivered are paid',
  (from, paymentStatus, to) => {
    const result = transition({ status: from, paymentStatus }, to);
    if (!result.ok) return;
    if (paymentStatus === 'paid' || to === ORDER_STATUS.paid || to === ORDER_STATUS.delivered) expect(result.paymentStatus).toBe('paid');
    else expect(result.paymentStatus).toBe('unpaid');
  },
);

test('confirming a bank transfer marks it Paid', () => {
  expect(transition({ status: ORDER_STATUS.verificationPending, paymentStatus: 'unpaid' }, ORDER_STATUS.paid)).toMatchObject({
    ok: true,
    status: 'Paid',
    paymentStatus: 'paid',
    returnsStock: false,
  });
  expect(transition({ status: ORDER_STATUS.verificationPending, paymentStatus: 'unpaid' }, ORDER_STATUS.shipped).ok).toBe(false);
});

test.prop([status, payment, status, tracking])(
  'only a move to Shipped carries tracking, and only an http(s) link',
  (from, paymentStatus, to, carried) => {
    const result = transition({ status: from, paymentStatus }, to, carried);
    const given = carried.number !== '' || carried.url !== '';
    if (given && to !== ORDER_STATUS.shipped) expect(result.ok).toBe(false);
    if (result.ok && to === ORDER_STATUS.shipped && given) expect(result.tracking).toEqual(carried);
    if (result.ok && !given) expect(result.tracking).toBeNull();
  },
);

test.prop([fc.constantFrom('javascript:alert(1)', 'data:text/html,x', 'ftp://x.example/a', 'not a url')])(
  'a tracking link of another scheme is refused',
  (url) => {
    const result = transition({ status: ORDER_STATUS.paid, paymentStatus: 'paid' }, ORDER_STATUS.shipped, { number: 'TRK1', url });
    expect(result.ok).toBe(false);
  },
);

test.prop([fc.array(status, { maxLength: 12 })])(
  'every walk from Pending reaches a final state within 4 moves and never revisits a status',
  (choices) => {
    let current: string = ORDER_STATUS.pending;
    const seen = new Set([current]);
    for (const pick of choices) {
      const options = nextStatuses(current);
      if (options.length === 0) break;
      const next = options.includes(pick) ? pick : options[0]!;
      expect(seen.has(next)).toBe(false);
      seen.add(next);
      current = next;
    }
    expect(seen.size).toBeLessThanOrEqual(5);
  },
);

test("names of an object's prototype are no status: nothing moves from or to them", () => {
  for (const name of ['valueOf', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
    expect(nextStatuses(name)).toEqual([]);
    expect(transition({ status: name, paymentStatus: 'unpaid' }, ORDER_STATUS.cancelled).ok).toBe(false);
    expect(transition({ status: ORDER_STATUS.pending, paymentStatus: 'unpaid' }, name).ok).toBe(false);
  }
});
