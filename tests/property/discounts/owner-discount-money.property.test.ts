/**
 * The owner's discount and gift card money (docs/decisions.md 38): base cents cross the owner API's
 * wire as the spec's decimal text and come back the same (owner-discounts.wire.ts); a draft's save
 * body is read by the API's schema to the same cents; and text that is not an amount is refused
 * naming its field, by the studio's form and by the API alike, with one message, never read as some
 * other amount.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { issueGiftCardBody, saveDiscountBody } from '../../../src/contracts/owner-discounts.contract';
import { ownerDiscountsFromWire, ownerDiscountsToWire, saveDiscountBodyOf } from '../../../src/contracts/owner-discounts.wire';
import {
  discountAmountCents,
  discountAmountProblem,
  type DiscountDraft,
  type OwnerDiscounts,
} from '../../../src/domain/discounts/discount-views';
import { decimalText } from '../../../src/domain/money/money';
import { discountDraftOf } from '../../../src/studio/discounts/discount-draft';

const cents = fc.integer({ min: 0, max: 9_999_999_999 });
const isoDate = fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
const answer: fc.Arbitrary<OwnerDiscounts> = fc.record({
  discounts: fc.array(
    fc.record({
      discountID: fc.integer({ min: 1, max: 1_000_000 }),
      code: fc.string(),
      title: fc.string(),
      kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free_shipping' as const),
      percent: fc.integer({ min: 0, max: 100 }),
      amountCents: cents,
      minSubtotalCents: cents,
      startsAt: fc.option(isoDate, { nil: null }),
      endsAt: fc.option(isoDate, { nil: null }),
      usageLimit: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      perCustomerLimit: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      usedCount: fc.nat(),
      discountedCents: cents,
      isActive: fc.boolean(),
      state: fc.constantFrom('active', 'paused', 'scheduled', 'expired', 'used up'),
    }),
    { maxLength: 4 },
  ),
  giftCards: fc.array(
    fc.record({
      giftCardID: fc.integer({ min: 1, max: 1_000_000 }),
      code: fc.string(),
      initialBalanceCents: cents,
      balanceCents: cents,
      note: fc.string(),
      isActive: fc.boolean(),
      createdAt: isoDate,
    }),
    { maxLength: 4 },
  ),
  currency: fc.constantFrom('USD', 'EUR', 'JPY'),
  rate: fc.constantFrom('1', '0.92', '151.3'),
});

const fixedDraft = fc.record({ amountCents: cents.filter((c) => c > 0), minSubtotalCents: cents }).map((money): DiscountDraft => ({
  code: 'SAVE5',
  title: '',
  kind: 'fixed',
  percent: 0,
  ...money,
  startsAt: '',
  endsAt: '',
  usageLimit: null,
  perCustomerLimit: null,
  isActive: true,
}));
const notAnAmount = fc.string().filter((text) => !/^\s*\d{1,8}(\.\d{1,2})?\s*$/.test(text));
const formValues = (amount: string, minSubtotal: string) => ({
  code: 'SAVE5',
  title: '',
  kind: 'fixed',
  percent: '10',
  amount,
  minSubtotal,
});

describe("the owner's discount and gift card money", () => {
  test.prop([answer])("the owner API's answer reads back to the same cents", (value) => {
    expect(ownerDiscountsFromWire(ownerDiscountsToWire(value))).toEqual(value);
  });

  test.prop([fixedDraft])("a draft's save body is read by the API to the same cents", (draft) => {
    const body = saveDiscountBody.parse(saveDiscountBodyOf(draft));
    expect(body.Amount).toBe(draft.amountCents);
    expect(body.MinSubtotal).toBe(draft.minSubtotalCents);
  });

  test.prop([cents])('an amount written as the API writes it reads back to its cents, in the form and in the API', (value) => {
    expect(discountAmountCents(` ${decimalText(value)} `)).toBe(value);
    const parsed = discountDraftOf(formValues(decimalText(value), decimalText(value)), null);
    expect(parsed).toMatchObject({ ok: true, draft: { amountCents: value, minSubtotalCents: value } });
  });

  test.prop([cents.filter((c) => c > 0)])("a gift card's amount as the studio sends it is read by the API to its cents", (value) => {
    expect(issueGiftCardBody.parse({ Amount: decimalText(value) }).Amount).toBe(value);
  });

  // A blank minimum is none in the form (the studio sends 0); a blank amount is refused by both.
  const refusedField = fc
    .tuple(notAnAmount, fc.constantFrom('Amount', 'MinSubtotal'))
    .filter(([text, field]) => field === 'Amount' || text.trim() !== '');
  test.prop([refusedField])(
    'text that is not an amount is refused naming its field, by the form and the API with one message',
    ([text, field]) => {
      const message = discountAmountProblem(field);
      const values = field === 'Amount' ? formValues(text, '') : formValues('5', text);
      expect(discountDraftOf(values, null)).toEqual({ ok: false, errors: { [field]: message } });
      expect(discountAmountCents(text)).toBeNull();
      for (const refused of [
        saveDiscountBody.safeParse({ Code: 'SAVE5', Kind: 'fixed', Amount: '5', [field]: text }),
        ...(field === 'Amount' ? [issueGiftCardBody.safeParse({ Amount: text })] : []),
      ])
        expect(refused.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
    },
  );
});
