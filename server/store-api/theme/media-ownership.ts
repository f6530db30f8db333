/**
 * Which `media://` pictures are a store's own (decision 89): a product names a picture of the media
 * library, and a store must never show, or learn of, another store's upload by naming its path.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MEDIA_SCHEME } from '../../../src/domain/media/media-url';
import type { Db } from '../platform/database/client';
import { media } from './theme.tables';

/** The addresses among `urls` whose file is in the store's media library. */
export async function ownMediaAmong(db: Db, storeId: number, urls: readonly string[]): Promise<Set<string>> {
  const paths = [...new Set(urls.filter((url) => url.startsWith(MEDIA_SCHEME)).map((url) => url.slice(MEDIA_SCHEME.length)))];
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: media.path })
    .from(media)
    .where(and(eq(media.storeId, storeId), inArray(media.path, paths)));
  return new Set(rows.map((row) => `${MEDIA_SCHEME}${row.path}`));
}
