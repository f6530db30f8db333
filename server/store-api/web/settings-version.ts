/**
 * A short digest of a store's settings as they are stored: the page's store data carries it (web
 * info) and the live stream's first frame says it again, so a tab that joins the stream after the
 * owner saved (its page was served before the save) still learns its page is stale. The flag is left
 * out: it has its own frames. Secrets in the row (the password's hash, the Conversions API token)
 * only feed a truncated digest, which says nothing of them.
 */
import { createHash } from 'node:crypto';
import type { StoreRow } from '../platform/store.repository';

export function settingsVersionOf(store: StoreRow): string {
  const { isMaintenance: _ownFrames, createdAt: _fixed, ...settings } = store;
  return createHash('sha256').update(JSON.stringify(settings)).digest('base64url').slice(0, 16);
}
