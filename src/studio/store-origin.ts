/**
 * Where the studio finds the store it edits: the studio runs at studio.<domain>, each store at
 * <store>.<domain> on the same port (studio.localhost:3000 edits aurora.localhost:3000).
 */

/** A new section's id until the store API stores it: temp- and 12 random characters. */
const TEMP_ID_PREFIX = 'temp-';
const RANDOM_ID_LENGTH = 12;

export function storeOrigin(location: { protocol: string; host: string }, storeName: string): string {
  const [, ...rest] = location.host.split('.');
  return `${location.protocol}//${[storeName, ...rest].join('.')}`;
}

/** wtid is base64 of the URL-encoded theme id (spec section 1); pv is the draft's preview key. */
export function builderUrl(origin: string, path: '/editor' | '/preview', themeID: number, previewKey: string): string {
  return `${origin}${path}?wtid=${encodeURIComponent(btoa(encodeURIComponent(String(themeID))))}&pv=${encodeURIComponent(previewKey)}`;
}

export function newTempId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(RANDOM_ID_LENGTH));
  return `${TEMP_ID_PREFIX}${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}
