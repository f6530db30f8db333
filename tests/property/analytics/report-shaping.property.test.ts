import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { customRangeErrors, MAX_RANGE_DAYS, presetRange, rangeLength, shiftDay } from '../../../src/domain/analytics/report-range';
import { fillDays } from '../../../src/domain/analytics/traffic-report';
import { formatCount, formatDay, formatDuration, niceMax } from '../../../src/domain/analytics/report-format';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const range = fc.tuple(day, fc.integer({ min: 1, max: 60 })).map(([from, length]) => ({ from, to: shiftDay(from, length - 1), length }));

describe('filling the days of a report', () => {
  test.prop([range, fc.array(fc.record({ offset: fc.nat(80), sessions: fc.nat(50), pageViews: fc.nat(200) }))])(
    'has every day of the range once, in order, with the figures given for it and zeros for the rest',
    ({ from, to, length }, given) => {
      const days = [
        ...new Map(
          given.map((g) => [shiftDay(from, g.offset), { date: shiftDay(from, g.offset), sessions: g.sessions, pageViews: g.pageViews }]),
        ).values(),
      ];
      const filled = fillDays({ from, to }, [...days].reverse());
      expect(filled.map((d) => d.date)).toEqual(Array.from({ length }, (_, i) => shiftDay(from, i)));
      for (const d of filled) {
        const source = days.find((g) => g.date === d.date);
        expect(d).toEqual(source ?? { date: d.date, sessions: 0, pageViews: 0 });
      }
    },
  );
});

describe('date ranges', () => {
  test.prop([day, fc.constantFrom('last7' as const, 'last30' as const)])(
    'a preset ends today and spans exactly its days',
    (today, preset) => {
      const picked = presetRange(preset, today);
      expect(picked.to).toBe(today);
      expect(rangeLength(picked)).toBe(preset === 'last7' ? 7 : 30);
      expect(customRangeErrors(picked.from, picked.to)).toEqual({});
    },
  );

  test.prop([day, fc.integer({ min: 1, max: 800 })])(
    'a custom range is refused beside "to" when backwards or longer than the host allows',
    (from, length) => {
      expect(customRangeErrors(from, shiftDay(from, length - 1)).to !== undefined).toBe(length > MAX_RANGE_DAYS);
      if (length > 1) expect(customRangeErrors(shiftDay(from, length - 1), from).to).toMatch(/on or after/);
    },
  );

  it('names the empty or impossible field', () => {
    expect(customRangeErrors('', '2026-11-01')).toEqual({ from: 'Enter a start date' });
    expect(customRangeErrors('2026-02-30', '')).toEqual({ from: 'Enter a start date', to: 'Enter an end date' });
  });
});

describe('figures', () => {
  test.prop([fc.integer({ min: 0, max: 10_000_000 })])('the axis top is a round number at or above the largest figure', (largest) => {
    const top = niceMax(largest);
    expect(top).toBeGreaterThanOrEqual(Math.max(largest, 1));
    expect(top).toBeLessThanOrEqual(Math.max(largest, 1) * 2.5);
    expect(String(top)).toMatch(/^[125]0*$/);
  });

  it('writes counts, durations and days the en-US way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(4_400)).toBe('4s');
    expect(formatDuration(185_000)).toBe('3m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatDay('2026-11-01')).toBe('Nov 1');
  });
});
