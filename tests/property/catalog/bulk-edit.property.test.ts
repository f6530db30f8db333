import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { addStock, amountOf, centsOf, changeByPercent, MAX_PRICE_CENTS, MAX_STOCK } from '../../../src/domain/catalog/bulk-edit';

const cents = fc.integer({ min: 0, max: MAX_PRICE_CENTS });
/** A percentage as the editor takes it: up to 2 decimals, down to -100 and up to +1000. */
const percent = fc.integer({ min: -10_000, max: 100_000 }).map((hundredths) => hundredths / 100);

test.prop([cents, percent])(
  'a percentage change is a whole number of cents, never negative nor past the largest price',
  (price, change) => {
    const after = changeByPercent(price, change);
    expect(Number.isInteger(after)).toBe(true);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThanOrEqual(MAX_PRICE_CENTS);
  },
);

test.prop([fc.integer({ min: 0, max: 10_000_000 }), percent])('it is the exact change rounded to the nearest cent', (price, change) => {
  const exact = (price * (10_000 + Math.round(change * 100))) / 10_000;
  const after = changeByPercent(price, change);
  if (exact <= 0) expect(after).toBe(0);
  else expect(Math.abs(after - exact)).toBeLessThanOrEqual(0.5);
});

test.prop([cents, fc.integer({ min: 1, max: 10_000 }).map((h) => h / 100)])(
  'up never lowers a price, down never raises it',
  (price, change) => {
    expect(changeByPercent(price, change)).toBeGreaterThanOrEqual(price);
    expect(changeByPercent(price, -change)).toBeLessThanOrEqual(price);
  },
);

test.prop([cents])('decreasing by 100% is free, by 0% changes nothing', (price) => {
  expect(changeByPercent(price, -100)).toBe(0);
  expect(changeByPercent(price, 0)).toBe(price);
});

test.prop([cents])('an amount read back from its text is the same number of cents', (price) => {
  expect(centsOf(amountOf(price))).toBe(price);
  expect(amountOf(price)).toMatch(/^\d+\.\d{2}$/);
});

test.prop([fc.integer({ min: 0, max: MAX_STOCK }), fc.integer({ min: -2 * MAX_STOCK, max: 2 * MAX_STOCK })])(
  'stock added or taken away stays between 0 and the largest count',
  (stock, delta) => {
    const after = addStock(stock, delta);
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBeLessThanOrEqual(MAX_STOCK);
    if (stock + delta >= 0 && stock + delta <= MAX_STOCK) expect(after).toBe(stock + delta);
  },
);
