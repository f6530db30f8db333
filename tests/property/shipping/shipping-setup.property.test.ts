/**
 * The owner's amounts (shipping-setup.ts): what the studio shows of a setup in base cents reads back
 * to the same cents, on the form and through the owner API's wire (owner-shipping.wire.ts), and text
 * that is not a plain amount with at most 2 decimals is refused, never read as some other amount.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { shippingSetupFromWire, shippingSetupToWire } from '../../../src/contracts/owner-shipping.wire';
import { decimalText } from '../../../src/domain/money/money';
import { methodOfTyped, typedAmountCents, typedMethod, type ShippingSetup } from '../../../src/domain/shipping/shipping-setup';

const cents = fc.integer({ min: 0, max: 99_999_999_999 });
const kind = fc.constantFrom('flat' as const, 'weight' as const, 'subtotal' as const);
const method = kind.chain((k) =>
  fc.record({
    id: fc.integer({ min: 1, max: 1_000_000 }),
    name: fc.string(),
    description: fc.string(),
    kind: fc.constant(k),
    rateCents: cents,
    freeOverCents: fc.option(cents, { nil: null }),
    tiers: fc.array(fc.record({ from: fc.integer({ min: 0, max: 10_000_000 }), rateCents: cents }), { maxLength: 4 }),
    enabled: fc.boolean(),
  }),
);
const setup: fc.Arbitrary<ShippingSetup> = fc.record({
  pricesIncludeTax: fc.boolean(),
  taxRounding: fc.constantFrom('total' as const, 'line' as const),
  zones: fc.array(
    fc.record({
      id: fc.nat(),
      name: fc.string(),
      countries: fc.array(fc.constantFrom('US', 'GB', 'JP')),
      taxRate: fc.constant('20'),
      methods: fc.array(method, { maxLength: 3 }),
    }),
    { maxLength: 3 },
  ),
});

describe("the owner's amounts", () => {
  test.prop([cents])('an amount written as the API writes it reads back to its cents', (value) => {
    expect(typedAmountCents(decimalText(value))).toBe(value);
    expect(typedAmountCents(` ${decimalText(value)} `)).toBe(value);
  });

  test.prop([method])('a method as the owner reads it reads back to the same cents, grams and tiers, refusing nothing', (value) => {
    const refused: string[] = [];
    expect(methodOfTyped(typedMethod(value), (path) => refused.push(path))).toEqual(value);
    expect(refused).toEqual([]);
  });

  test.prop([method, fc.constantFrom('five', '', '4.999', '-1', '1e3')])(
    'an amount typed wrong is refused by its path under the method',
    (value, typo) => {
      const typed = { ...typedMethod(value), rate: typo };
      const refused: string[] = [];
      methodOfTyped(typed, (path, message) => refused.push(`${path}: ${message}`));
      expect(refused).toEqual(['rate: The rate must be an amount like 5 or 4.99']);
    },
  );

  test.prop([fc.string().filter((text) => !/^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(text))])('text that is not an amount is refused', (text) => {
    expect(typedAmountCents(text)).toBeNull();
  });

  test.prop([setup])("a setup through the owner API's wire is the same setup", (value) => {
    expect(shippingSetupFromWire(shippingSetupToWire(value))).toEqual(value);
  });
});
