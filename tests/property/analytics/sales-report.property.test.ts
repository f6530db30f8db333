import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../../src/domain/analytics/report-range';
import { fillSalesDays, formatConversion, salesTotals } from '../../../src/domain/analytics/sales-report';

describe('sales totals', () => {
  test.prop([fc.nat(100_000), fc.nat(1_000_000_000), fc.nat(1_000_000)])(
    'the average order is the revenue shared out to within half a minor unit an order; no orders, no average',
    (orders, revenueMinor, sessions) => {
      const totals = salesTotals(orders, revenueMinor, sessions);
      expect(totals.orders).toBe(orders);
      expect(totals.revenueMinor).toBe(revenueMinor);
      if (orders === 0) expect(totals.averageOrderMinor).toBeNull();
      else {
        expect(Number.isInteger(totals.averageOrderMinor)).toBe(true);
        expect(Math.abs(totals.averageOrderMinor! * orders - revenueMinor)).toBeLessThanOrEqual(orders / 2);
      }
    },
  );

  test.prop([fc.nat(100_000), fc.nat(1_000_000)])(
    'conversion is orders per session, and only where there were sessions',
    (orders, sessions) => {
      const { conversionRate } = salesTotals(orders, 0, sessions);
      if (sessions === 0) expect(conversionRate).toBeNull();
      else expect(conversionRate! * sessions).toBeCloseTo(orders, 6);
    },
  );

  it('writes the rate as a percent, one decimal below 10%', () => {
    expect(formatConversion(null)).toBe('–');
    expect(formatConversion(0.0342)).toBe('3.4%');
    expect(formatConversion(0.25)).toBe('25%');
    expect(formatConversion(0)).toBe('0%');
  });
});

describe('sales by day', () => {
  const day = fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  test.prop([
    day,
    fc.integer({ min: 1, max: 60 }),
    fc.array(fc.record({ offset: fc.nat(59), orders: fc.integer({ min: 1, max: 50 }), revenueMinor: fc.nat(10_000_000) })),
  ])('every day of the range once, in order; the days with orders keep their figures, so the totals add up', (from, length, given) => {
    const to = shiftDay(from, length - 1);
    const days = [
      ...new Map(
        given
          .filter((g) => g.offset < length)
          .map((g) => [g.offset, { date: shiftDay(from, g.offset), orders: g.orders, revenueMinor: g.revenueMinor }]),
      ).values(),
    ];
    const filled = fillSalesDays({ from, to }, days);
    expect(filled.map((d) => d.date)).toEqual(Array.from({ length }, (_, i) => shiftDay(from, i)));
    expect(filled.reduce((sum, d) => sum + d.orders, 0)).toBe(days.reduce((sum, d) => sum + d.orders, 0));
    expect(filled.reduce((sum, d) => sum + d.revenueMinor, 0)).toBe(days.reduce((sum, d) => sum + d.revenueMinor, 0));
  });
});
