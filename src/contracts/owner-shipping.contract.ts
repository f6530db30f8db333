/**
 * The payload of POST /Owner/SaveShipping (decision 32): the store's whole shipping and tax setup, its
 * zones (countries, tax rate) with their methods (flat rate, or weight or subtotal tiers, and a
 * free-shipping threshold), and whether prices include tax and how tax is rounded. Every rule is the
 * domain's (shipping-zones.ts zoneProblems, shipping-charge.ts tierProblems, tax.ts parseTaxRate), so
 * a 400 names the field by its path (`zones.1.countries`, `zones.0.methods.2.tiers`) and nothing is
 * written. Amounts are base-currency decimal text on the wire and base cents once parsed
 * (docs/decisions.md 38); tier `from` is grams for weight tiers and an amount for subtotal tiers.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import type { ShippingSetupWire } from './owner-shipping.wire';
import { isCountryCode } from '../domain/address/countries';
import { amountProblem, tierFrom, TIER_FROM_PROBLEM, typedAmountCents } from '../domain/shipping/shipping-setup';
import { tierProblems, type RateTier } from '../domain/orders/shipping-charge';
import { zoneProblems } from '../domain/shipping/shipping-zones';
import { recordId, storedText } from './input-fields.contract';
import { parseTaxRate } from '../domain/tax/tax';

const money = (field: string) =>
  z.string({ error: `${field} must be an amount` }).transform((text, ctx) => {
    const cents = typedAmountCents(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: amountProblem(field) });
    return cents ?? 0;
  });
// Kept text refuses control characters (a NUL would fail the insert, a 5xx): storedText.
const name = (field: string) => storedText(field, 120, { trim: true }).refine((value) => value.length > 0, `${field} is required`);

const tier = z.strictObject({
  from: z.string({ error: TIER_FROM_PROBLEM }).refine((text) => typedAmountCents(text) !== null, TIER_FROM_PROBLEM),
  rate: money('The tier rate'),
});

const method = z
  .strictObject({
    id: recordId('The method id').optional(),
    name: name('The method name'),
    description: storedText('The description', 300, { trim: true }).default(''),
    kind: z.enum(['flat', 'weight', 'subtotal'], { error: "kind must be 'flat', 'weight' or 'subtotal'" }),
    rate: money('The rate'),
    freeOver: money('The free-shipping threshold').nullable().default(null),
    tiers: z.array(tier).max(20, 'At most 20 tiers').default([]),
    enabled: z.boolean().default(true),
  })
  .transform(({ rate, freeOver, ...value }, ctx) => {
    const tiers = value.tiers.map((t): RateTier => ({ from: tierFrom(value.kind, t.from), rateCents: t.rate }));
    if (value.kind !== 'flat') {
      const problem = tierProblems(tiers);
      if (problem) ctx.addIssue({ code: 'custom', path: ['tiers'], message: problem });
    }
    return { ...value, rateCents: rate, freeOverCents: freeOver, tiers: value.kind === 'flat' ? [] : tiers };
  });

const zone = z.strictObject({
  id: recordId('The zone id').optional(),
  name: name('The zone name'),
  countries: z
    .array(z.string().trim().toUpperCase().refine(isCountryCode, 'Each country must be one of the listed countries'))
    .max(249)
    .default([]),
  taxRate: z.string({ error: 'The tax rate must be a percentage' }).transform((value, ctx) => {
    const rate = parseTaxRate(value);
    if (rate === null) ctx.addIssue({ code: 'custom', message: 'The tax rate must be a percentage from 0 to 100, at most 3 decimals' });
    return rate ?? 0;
  }),
  methods: z.array(method).max(20, 'At most 20 methods a zone').default([]),
});

export const saveShippingBody = z
  .strictObject({
    zones: z.array(zone).max(50, 'At most 50 zones'),
    pricesIncludeTax: z.boolean({ error: 'pricesIncludeTax must be true or false' }),
    taxRounding: z.enum(['total', 'line'], { error: "taxRounding must be 'total' or 'line'" }),
  })
  .superRefine((body, ctx) => {
    for (const problem of zoneProblems(body.zones))
      ctx.addIssue({ code: 'custom', path: ['zones', problem.index, problem.field], message: problem.message });
  });

export type SaveShippingBody = z.infer<typeof saveShippingBody>;

/** Shipping and taxes in the back office (docs/back-office.md); a save replaces the whole setup. */
export const SHIPPING_CALLS = {
  shipping: defineCall({
    method: 'GET',
    path: '/Owner/Shipping',
    auth: 'owner',
    permission: 'shipping.manage',
    answer: answerOf<{ shipping: ShippingSetupWire }>(),
  }),
  saveShipping: defineCall({
    method: 'POST',
    path: '/Owner/SaveShipping',
    auth: 'owner',
    permission: 'shipping.manage',
    request: saveShippingBody,
  }),
};
