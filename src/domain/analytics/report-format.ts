/** How the dashboard writes its figures: en-US, whatever the owner's browser locale. */
const numbers = new Intl.NumberFormat('en-US');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatCount = (value: number): string => numbers.format(value);

/** A visible duration: "42s", "3m 05s", "1h 02m"; an em dash when no page view has one yet. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

/** "Nov 21" from "2026-11-21" (UTC calendar day, no time zone shift). */
export function formatDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(day)}`;
}

/** "Nov 1 – Nov 21, 2026" for a range. */
export function formatRange(range: { from: string; to: string }): string {
  return `${formatDay(range.from)}, ${range.from.slice(0, 4)} – ${formatDay(range.to)}, ${range.to.slice(0, 4)}`;
}

/**
 * The chart's top value: the smallest 1, 2 or 5 times a power of ten at or above the largest figure,
 * so the axis reads in round numbers and the tallest bar never leaves the chart.
 */
export function niceMax(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) if (step * power >= largest) return step * power;
  return 10 * power;
}
