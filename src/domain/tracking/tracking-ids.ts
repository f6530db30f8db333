/**
 * Tracking ids of spec sections 3 and 9: a two-letter prefix (vi visitor, se session, ev event) and
 * 12 random characters. The randomness comes from the caller (the IdGenerator port), so this stays pure.
 */
export type TrackingIdKind = 'vi' | 'se' | 'ev';

export const TRACKING_ID_RANDOM_LENGTH = 12;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Turns any random text into the 12 id characters: letters and digits only, padded when short. */
export function trackingId(kind: TrackingIdKind, random: string): string {
  let body = '';
  for (let i = 0; body.length < TRACKING_ID_RANDOM_LENGTH; i++) {
    const code = i < random.length ? random.charCodeAt(i) : i * 7;
    body += ALPHABET[code % ALPHABET.length];
  }
  return `${kind}${body}`;
}

const ID_PATTERN = /^(vi|se|ev)[A-Za-z0-9]{12}$/;

export function isTrackingId(value: string, kind: TrackingIdKind): boolean {
  return ID_PATTERN.test(value) && value.startsWith(kind);
}
