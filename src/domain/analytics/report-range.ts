/**
 * The dashboard's date ranges: UTC calendar days, both ends included, as the report counts them.
 * "Today" is passed in (the domain reads no clock).
 */
export type RangePreset = 'last7' | 'last30' | 'custom';
export interface DayRange {
  from: string;
  to: string;
}

export const PRESET_DAYS = { last7: 7, last30: 30 } as const;
/** The host refuses longer ranges; the picker says so beside the field first. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && !Number.isNaN(dayMs(value)) && new Date(dayMs(value)).toISOString().startsWith(value);
}

export function shiftDay(date: string, days: number): string {
  return new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days ending with today (today included). */
export function presetRange(preset: keyof typeof PRESET_DAYS, today: string): DayRange {
  return { from: shiftDay(today, -(PRESET_DAYS[preset] - 1)), to: today };
}

export function rangeLength(range: DayRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

/** Why a custom range cannot be asked for, per field; empty when it can. */
export function customRangeErrors(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!isIsoDay(from)) errors.from = 'Enter a start date';
  if (!isIsoDay(to)) errors.to = 'Enter an end date';
  if (errors.from || errors.to) return errors;
  if (dayMs(from) > dayMs(to)) errors.to = 'The end date must be on or after the start date';
  else if (rangeLength({ from, to }) > MAX_RANGE_DAYS) errors.to = `Choose at most ${MAX_RANGE_DAYS} days`;
  return errors;
}

/** Every day from..to in order: the figures given for a day, else `zero(date)`. */
export function everyDay<T extends { date: string }>(
  range: { from: string; to: string },
  days: readonly T[],
  zero: (date: string) => T,
): T[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const filled: T[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= end; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    filled.push(byDate.get(date) ?? zero(date));
  }
  return filled;
}
