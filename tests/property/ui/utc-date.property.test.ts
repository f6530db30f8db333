import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mediumUtcDate } from '../../../src/domain/ui/utc-date';

const intlMedium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

test.prop([fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })])(
  'a date reads as Intl writes it in en-US medium, UTC',
  (date) => {
    expect(mediumUtcDate(date)).toBe(intlMedium.format(date));
  },
);

test('the day is the UTC day, not the reader’s', () => {
  expect(mediumUtcDate(new Date('2026-11-27T23:30:00-05:00'))).toBe('Nov 28, 2026');
});
