import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bestAutomatic, checkCode, discountCents, type DiscountRule } from '../../../src/domain/discounts/discount-rules';
import { refusalMessage, secondCodeMessage } from '../../../src/domain/discounts/code-messages';
import { priceOrder } from '../../../src/domain/orders/price-order';

const NOW = new Date('2026-06-01T12:00:00Z');
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 1,
  code: 'SAVE',
  title: '',
  kind: 'percentage',
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  isActive: true,
  ...over,
});
const subtotal = fc.integer({ min: 0, max: 100_000_000 });
const kinds = fc.record({
  kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const),
  value: fc.integer({ min: -100, max: 100_000_000 }),
});

describe('what a discount takes off', () => {
  test.prop([kinds, subtotal])('never more than the subtotal, never negative, always whole cents', (r, s) => {
    const off = discountCents(r, s);
    expect(Number.isSafeInteger(off)).toBe(true);
    expect(off).toBeGreaterThanOrEqual(0);
    expect(off).toBeLessThanOrEqual(s);
  });

  test.prop([fc.integer({ min: 1, max: 100 }), subtotal])(
    'a percentage is the subtotal × percent / 100, rounded half up to the cent',
    (percent, s) => {
      expect(discountCents({ kind: 'percentage', value: percent }, s)).toBe(Math.round((s * percent) / 100));
    },
  );

  test.prop([fc.integer({ min: 0, max: 100_000_000 }), subtotal])(
    'a fixed amount is itself, or the whole subtotal when larger',
    (value, s) => {
      expect(discountCents({ kind: 'fixed', value }, s)).toBe(Math.min(value, s));
    },
  );

  test.prop([
    kinds,
    fc.array(fc.record({ unitCents: subtotal, quantity: fc.integer({ min: 1, max: 9 }), addons: fc.constant([]) }), {
      maxLength: 4,
    }),
    fc.integer({ min: 0, max: 10_000 }),
  ])('an order priced with any discount never has a negative total', (r, lines, rate) => {
    const sub = priceOrder({ lines, shipping: null }).subtotal;
    const priced = priceOrder({
      lines,
      shipping: { rateCents: rate, freeOverCents: null },
      adjustments: { discount: discountCents(r, sub), freeShipping: r.kind === 'free_shipping' },
    });
    expect(priced.total).toBeGreaterThanOrEqual(0);
    expect(priced.total).toBeGreaterThanOrEqual(priced.shipping);
  });
});

describe('whether a code applies', () => {
  it('names the first reason it does not', () => {
    const context = { subtotal: 5000, now: NOW, customerUses: 0 };
    expect(checkCode(null, context)).toEqual({ ok: false, reason: 'unknown' });
    expect(checkCode(rule({ isActive: false }), context)).toMatchObject({ reason: 'paused' });
    expect(checkCode(rule({ startsAt: new Date('2026-07-01') }), context)).toMatchObject({ reason: 'not_started' });
    expect(checkCode(rule({ endsAt: NOW }), context)).toMatchObject({ reason: 'expired' });
    expect(checkCode(rule({ usageLimit: 3, usedCount: 3 }), context)).toMatchObject({ reason: 'exhausted' });
    expect(checkCode(rule({ perCustomerLimit: 1 }), { ...context, customerUses: 1 })).toMatchObject({ reason: 'customer_limit' });
    expect(checkCode(rule({ minSubtotal: 5001 }), context)).toMatchObject({ reason: 'below_minimum' });
    expect(checkCode(rule({ minSubtotal: 5000, usageLimit: 3, usedCount: 2 }), context)).toMatchObject({ ok: true });
  });

  test.prop([subtotal, fc.integer({ min: 0, max: 100_000_000 })])('the minimum subtotal applies from exactly its amount', (s, min) => {
    expect(checkCode(rule({ minSubtotal: min }), { subtotal: s, now: NOW, customerUses: 0 }).ok).toBe(s >= min);
  });

  it('picks the automatic discount that takes the most off, ignoring codes and those that do not apply', () => {
    const rules = [
      rule({ id: 1, code: null, value: 5 }),
      rule({ id: 2, code: null, value: 15, minSubtotal: 10_000 }),
      rule({ id: 3, code: 'X', value: 50 }),
      rule({ id: 4, code: null, value: 10 }),
    ];
    expect(bestAutomatic(rules, { subtotal: 5000, now: NOW })?.id).toBe(4);
    expect(bestAutomatic(rules, { subtotal: 10_000, now: NOW })?.id).toBe(2);
    expect(bestAutomatic([], { subtotal: 10_000, now: NOW })).toBeNull();
  });

  it('says what to do in each message', () => {
    const facts = { code: 'SAVE', minimum: '50.00 USD', endedOn: '2026-05-31' };
    expect(refusalMessage('below_minimum', facts)).toBe('SAVE needs a subtotal of at least 50.00 USD. Add more to your cart to use it.');
    expect(refusalMessage('expired', facts)).toBe('SAVE expired on 2026-05-31.');
    expect(secondCodeMessage('SAVE', 'MORE')).toBe('Only one discount code can be used per order. Remove SAVE first to use MORE instead.');
  });
});
