/**
 * Dates in section content (a countdown's end) are stored as ISO instants in UTC; owners pick them as
 * a local date and time (an `<input type="datetime-local">` in the studio's own time zone). These
 * convert between the two; a value that is not an instant is left for the owner to replace.
 */

/** An ISO 8601 instant with a zone, as section content stores it ("2031-06-30T23:59:59Z"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isIsoInstant(value: string): boolean {
  return ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The instant as the picker's value in this time zone, to the minute ("2031-07-01T02:59"); '' when it is no instant. */
export function toLocalInput(iso: string): string {
  if (!isIsoInstant(iso)) return '';
  const d = new Date(iso);
  return `${String(d.getFullYear()).padStart(4, '0')}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The picker's local value as the stored UTC instant, to the second; null when it is no date. */
export function fromLocalInput(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return null;
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The studio's time zone by name, for the picker's hint ("Europe/Helsinki"). */
export function localZoneName(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'your time zone';
}
