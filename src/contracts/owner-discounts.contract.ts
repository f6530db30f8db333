/**
 * The studio's discount and gift-card calls (docs/checkout.md), one zod schema each: a malformed payload is a
 * 400 naming the field. Money is decimal text (or a number) in the store's base currency with at
 * most 2 decimals, turned into cents here (discount-views.ts `discountAmountCents`, the studio's rule
 * too; docs/decisions.md 38); a code is upper-cased; '' makes an automatic discount.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import type { OwnerDiscountWire, OwnerDiscountsWire, OwnerGiftCardWire } from './owner-discounts.wire';
import { CODE_PATTERN, DISCOUNT_KINDS, normalCode } from '../domain/discounts/discount-rules';
import { discountAmountCents, discountAmountProblem } from '../domain/discounts/discount-views';
import { recordId, storedText } from './input-fields.contract';

/** Cents of a base-currency amount from 0 to 99,999,999.99. */
const money = (field: string) =>
  z.union([z.number(), z.string()], { error: `${field} must be an amount` }).transform((value, ctx) => {
    const cents = discountAmountCents(value);
    if (cents === null) ctx.addIssue({ code: 'custom', message: discountAmountProblem(field) });
    return cents ?? 0;
  });

const moment = (field: string) =>
  z
    .union([
      z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` }),
      z.iso.date({ error: `${field} must be a date` }),
      z.literal(''),
      z.null(),
    ])
    .transform((value) => (value ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : null));

const limit = (field: string) =>
  z.union(
    [
      z.number().int(`${field} must be a whole number`).min(1, `${field} must be at least 1`).max(1_000_000, `${field} is too large`),
      z.null(),
    ],
    { error: `${field} must be a number or null` },
  );

export const saveDiscountBody = z
  .object(
    {
      /** Left out to create; an id of this store's discount to change it. */
      DiscountID: recordId('DiscountID').optional(),
      Code: z
        .string({ error: 'Code must be text' })
        .transform(normalCode)
        .refine(
          (code) => code === '' || CODE_PATTERN.test(code),
          'Code must be 3-40 letters, digits, - or _ (or empty for an automatic discount)',
        ),
      Title: storedText('Title', 120, { trim: true }).default(''),
      Kind: z.enum(DISCOUNT_KINDS as [string, ...string[]], { error: `Kind must be one of ${DISCOUNT_KINDS.join(', ')}` }),
      /** Whole percent, for a percentage discount. */
      Percent: z
        .number({ error: 'Percent must be a number' })
        .int('Percent must be a whole number')
        .min(1, 'Percent must be 1 to 100')
        .max(100, 'Percent must be 1 to 100')
        .optional(),
      /** The amount off, for a fixed discount. */
      Amount: money('Amount').optional(),
      MinSubtotal: money('MinSubtotal').default(0),
      StartsAt: moment('StartsAt').default(null),
      EndsAt: moment('EndsAt').default(null),
      UsageLimit: limit('UsageLimit').default(null),
      PerCustomerLimit: limit('PerCustomerLimit').default(null),
      IsActive: z.boolean({ error: 'IsActive must be true or false' }).default(true),
    },
    { error: 'The body must be an object' },
  )
  .superRefine((body, context) => {
    if (body.Kind === 'percentage' && body.Percent === undefined)
      context.addIssue({ code: 'custom', path: ['Percent'], message: 'Percent is required for a percentage discount' });
    if (body.Kind === 'fixed' && !body.Amount)
      context.addIssue({ code: 'custom', path: ['Amount'], message: 'Amount is required for a fixed discount' });
    if (body.StartsAt && body.EndsAt && body.EndsAt <= body.StartsAt)
      context.addIssue({ code: 'custom', path: ['EndsAt'], message: 'EndsAt must be after StartsAt' });
    if (body.Code === '' && !body.Title)
      context.addIssue({ code: 'custom', path: ['Title'], message: 'An automatic discount needs a title: shoppers see it in their cart' });
  });
export type SaveDiscountBody = z.infer<typeof saveDiscountBody>;

export const setDiscountActiveBody = z.object(
  { DiscountID: recordId('DiscountID'), IsActive: z.boolean({ error: 'IsActive must be true or false' }) },
  { error: 'The body must be an object' },
);

export const issueGiftCardBody = z.object(
  {
    Amount: money('Amount').refine((cents) => cents > 0, 'Amount must be more than 0'),
    Note: storedText('Note', 200, { trim: true }).default(''),
  },
  { error: 'The body must be an object' },
);

export const setGiftCardActiveBody = z.object(
  { GiftCardID: recordId('GiftCardID'), IsActive: z.boolean({ error: 'IsActive must be true or false' }) },
  { error: 'The body must be an object' },
);

/** Writes count per owner of a store, 120 in 10 minutes. */
const WRITES = { max: 120, timeWindow: '10 minutes', bucket: 'discounts' };
const discountAnswer = answerOf<{ discount: OwnerDiscountWire }>();
const giftCardAnswer = answerOf<{ giftCard: OwnerGiftCardWire }>();

/** The studio's Discounts (docs/back-office.md): codes with their usage, gift cards with their balances. */
export const DISCOUNT_CALLS = {
  discounts: defineCall({
    method: 'GET',
    path: '/Owner/Discounts',
    auth: 'owner',
    permission: 'discounts.manage',
    answer: answerOf<OwnerDiscountsWire>(),
  }),
  saveDiscount: defineCall({
    method: 'POST',
    path: '/Owner/SaveDiscount',
    auth: 'owner',
    permission: 'discounts.manage',
    request: saveDiscountBody,
    answer: discountAnswer,
    limit: WRITES,
  }),
  setDiscountActive: defineCall({
    method: 'POST',
    path: '/Owner/SetDiscountActive',
    auth: 'owner',
    permission: 'discounts.manage',
    request: setDiscountActiveBody,
    answer: discountAnswer,
    limit: WRITES,
  }),
  issueGiftCard: defineCall({
    method: 'POST',
    path: '/Owner/IssueGiftCard',
    auth: 'owner',
    permission: 'discounts.manage',
    request: issueGiftCardBody,
    answer: giftCardAnswer,
    limit: WRITES,
  }),
  setGiftCardActive: defineCall({
    method: 'POST',
    path: '/Owner/SetGiftCardActive',
    auth: 'owner',
    permission: 'discounts.manage',
    request: setGiftCardActiveBody,
    answer: giftCardAnswer,
    limit: WRITES,
  }),
};
