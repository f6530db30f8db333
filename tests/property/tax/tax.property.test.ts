import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseTaxRate, RATE_SCALE, taxLines, taxRateText, type TaxRule } from '../../../src/domain/tax/tax';

const amounts = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 });
const rate = fc.integer({ min: 0, max: RATE_SCALE });
const rule = fc.record({
  rate,
  mode: fc.constantFrom('exclusive' as const, 'inclusive' as const),
  rounding: fc.constantFrom('total' as const, 'line' as const),
});
/** The exact tax of an amount, as a float (for bounds only). */
const exactTax = (amount: number, r: TaxRule) =>
  r.mode === 'exclusive' ? (amount * r.rate) / RATE_SCALE : (amount * r.rate) / (RATE_SCALE + r.rate);
const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('tax of an order', () => {
  test.prop([amounts, rule])(
    'the order tax is the sum of the line taxes, and each line is within one minor unit of its exact tax',
    (xs, r) => {
      const { lines, total } = taxLines(xs, r);
      expect(sum(lines)).toBe(total);
      lines.forEach((tax, i) => expect(Math.abs(tax - exactTax(xs[i]!, r))).toBeLessThanOrEqual(1));
    },
  );

  test.prop([amounts, rate, fc.constantFrom('exclusive' as const, 'inclusive' as const)])(
    'rounding per total: the tax of the sum equals the sum of the line taxes',
    (xs, r, mode) => {
      const whole = taxLines([sum(xs)], { rate: r, mode, rounding: 'total' }).total;
      expect(taxLines(xs, { rate: r, mode, rounding: 'total' }).total).toBe(whole);
    },
  );

  test.prop([amounts, rate, fc.constantFrom('exclusive' as const, 'inclusive' as const)])(
    'rounding per line: the sum of the line taxes is within half a minor unit a line of the tax of the sum',
    (xs, r, mode) => {
      const whole = taxLines([sum(xs)], { rate: r, mode, rounding: 'line' }).total;
      expect(Math.abs(taxLines(xs, { rate: r, mode, rounding: 'line' }).total - whole)).toBeLessThanOrEqual(Math.ceil(xs.length / 2));
    },
  );

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), rate])(
    'inclusive and exclusive agree: the net of a tax-inclusive price, taxed exclusively, comes back to the price within one minor unit',
    (gross, r) => {
      const included = taxLines([gross], { rate: r, mode: 'inclusive', rounding: 'total' }).total;
      const net = gross - included;
      const added = taxLines([net], { rate: r, mode: 'exclusive', rounding: 'total' }).total;
      expect(Math.abs(net + added - gross)).toBeLessThanOrEqual(1);
      expect(included).toBeLessThanOrEqual(gross);
    },
  );

  test.prop([amounts, rule])('no rate, no tax; never negative', (xs, r) => {
    expect(taxLines(xs, { ...r, rate: 0 }).total).toBe(0);
    expect(taxLines(xs, r).lines.every((tax) => tax >= 0)).toBe(true);
  });

  test.prop([rate])('a rate reads back as the owner wrote it', (r) => {
    expect(parseTaxRate(taxRateText(r))).toBe(r);
  });

  it('reads the rates owners write and refuses the rest', () => {
    expect(parseTaxRate('20')).toBe(20_000);
    expect(parseTaxRate('8.875')).toBe(8_875);
    expect(parseTaxRate(' 0 ')).toBe(0);
    for (const bad of ['', '-5', '101', '1e2', '8.8755', 'abc', '20%']) expect(parseTaxRate(bad)).toBeNull();
    expect(taxLines([1000, 1000, 1000], { rate: 5_000, mode: 'exclusive', rounding: 'total' })).toEqual({
      lines: [50, 50, 50],
      total: 150,
    });
    expect(taxLines([10_000], { rate: 20_000, mode: 'inclusive', rounding: 'total' }).total).toBe(1_667);
  });
});
