/**
 * The per-variant rules (decision 104): a compare-at price stands only above its price, and the
 * owner contract names the variant's field when it does not; weights typed in any unit keep grams.
 */
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { createProductBody } from '../../../src/contracts/owner-products.contract';
import { amountOf } from '../../../src/domain/catalog/bulk-edit';
import { compareAtProblem, gramsOf, weightIn, WEIGHT_UNITS } from '../../../src/domain/catalog/variant-fields';

const cents = fc.integer({ min: 0, max: 99_999_999 });

test.prop([cents, fc.option(cents, { nil: null })])(
  'a compare-at price is refused exactly when it is not above the price',
  (price, compareAt) => {
    const problem = compareAtProblem(amountOf(price), compareAt === null ? null : amountOf(compareAt));
    expect(problem === null).toBe(compareAt === null || compareAt > price);
  },
);

test.prop([cents, cents])('amounts compare by their cents, however they are written', (price, compareAt) => {
  // "12.5" and "12.50" are one amount: the rule must not compare text.
  const short = (c: number) => amountOf(c).replace(/\.?0+$/, '') || '0';
  expect(compareAtProblem(short(price), short(compareAt))).toBe(compareAtProblem(amountOf(price), amountOf(compareAt)));
});

test.prop([fc.array(fc.tuple(cents, fc.option(cents, { nil: null })), { minLength: 1, maxLength: 6 })])(
  'the create call refuses a variant whose compare-at price is not above its price, naming Variants.N.CompareAtPrice',
  (rows) => {
    const body = {
      Name: 'Shirt',
      Price: '1',
      Options: [{ Name: 'Size', Values: rows.map((_, i) => `S${i}`) }],
      Variants: rows.map(([price, compareAt], i) => ({
        Price: amountOf(price),
        CompareAtPrice: compareAt === null ? null : amountOf(compareAt),
        OptionValues: [`S${i}`],
      })),
    };
    const parsed = createProductBody.safeParse(body);
    const bad = rows.flatMap(([price, compareAt], i) => (compareAt !== null && compareAt <= price ? [`Variants.${i}.CompareAtPrice`] : []));
    const named = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    expect(named).toEqual(bad);
  },
);

test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...WEIGHT_UNITS)])(
  'a weight shown in its unit and saved again keeps its grams exactly',
  (grams, unit) => {
    expect(gramsOf(weightIn(grams, unit), unit)).toBe(grams);
  },
);
