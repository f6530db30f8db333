import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fromLocalInput, isIsoInstant, toLocalInput } from '../../../src/domain/studio/local-date-time';

// Whole minutes between 1970 and 2200: what a picker to the minute can show.
const minute = fc.integer({ min: 0, max: 119_000_000 }).map((m) => new Date(m * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'));

describe("dates picked in the studio's time zone", () => {
  test.prop([minute])(
    'an instant shown in the picker and picked again shows the same, and is the same instant but in the hour clocks repeat',
    (iso) => {
      const picked = fromLocalInput(toLocalInput(iso))!;
      expect(toLocalInput(picked)).toBe(toLocalInput(iso));
      // When clocks go back, a local time names two instants; the picker keeps the first.
      if (new Date(picked).getTimezoneOffset() === new Date(iso).getTimezoneOffset()) expect(picked).toBe(iso);
    },
  );

  test.prop([fc.string({ maxLength: 30 })])('text that is no instant shows an empty picker and is never stored as a date', (text) => {
    if (!isIsoInstant(text)) expect(toLocalInput(text)).toBe('');
    const picked = fromLocalInput(text);
    if (picked !== null) expect(isIsoInstant(picked)).toBe(true);
  });

  it("takes the seeded countdown's end and gives back UTC", () => {
    expect(isIsoInstant('2031-06-30T23:59:59Z')).toBe(true);
    expect(isIsoInstant('2031-06-30')).toBe(false);
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
