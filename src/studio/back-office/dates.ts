/** Dates in the back office: the owner's own clock and language, day and time. */
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const dateTime = (iso: string) => DATE_TIME.format(new Date(iso));
