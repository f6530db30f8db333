/**
 * A date as en-US "medium" writes it in UTC ("Nov 27, 2026"), written by hand: the server and the
 * browser must write the same text, and a page's first Intl.DateTimeFormat costs a phone tens of
 * milliseconds of main thread where it is made (decision 54).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function mediumUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
