/**
 * MediaObjects in the database (decision 105), the default: an object's bytes are its `media` row's
 * body, as they always were (SVG and text as text, other pictures base64: web/media.route.ts reads
 * them so). A put writes the row if there is none yet (no store: media-store.ts sets it with the alt
 * text), and a delete takes the row, which holds nothing else of use without its bytes.
 */
import { Readable } from 'node:stream';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import type { MediaObject, MediaObjects, MediaObjectStream } from '../platform/media-objects/media-objects';
import { media } from './theme.tables';

const isText = (contentType: string) => /svg|xml|^text\//.test(contentType);

/** How the media table's body column keeps these bytes. */
export const encodeMediaBody = (body: Buffer, contentType: string) => body.toString(isText(contentType) ? 'utf8' : 'base64');
export const decodeMediaBody = (body: string, contentType: string) => Buffer.from(body, isText(contentType) ? 'utf8' : 'base64');

/** `prefix` matched literally by LIKE (a store name holds `_`, which LIKE takes for any character). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class DatabaseMediaObjects implements MediaObjects {
  readonly kind = 'database' as const;

  constructor(private readonly db: Db) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const encoded = encodeMediaBody(body, contentType);
    await this.db
      .insert(media)
      .values({ path: key, contentType, body: encoded })
      .onConflictDoUpdate({ target: media.path, set: { contentType, body: encoded } });
  }

  async get(key: string): Promise<MediaObject | null> {
    const [row] = await this.db
      .select({ contentType: media.contentType, body: media.body })
      .from(media)
      .where(and(eq(media.path, key), ne(media.body, '')));
    return row ? { contentType: row.contentType, body: decodeMediaBody(row.body, row.contentType) } : null;
  }

  async open(key: string): Promise<MediaObjectStream | null> {
    const found = await this.get(key);
    return found ? { contentType: found.contentType, body: Readable.from([found.body]), length: found.body.length } : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(media).where(eq(media.path, key));
  }

  async keysUnder(prefix: string): Promise<string[]> {
    const rows = await this.db
      .select({ path: media.path })
      .from(media)
      .where(and(like(media.path, startsWith(prefix)), ne(media.body, '')));
    // In byte order, as S3 lists them (the database's collation may order otherwise).
    return rows.map((row) => row.path).sort();
  }

  async deleteUnder(prefix: string): Promise<number> {
    const gone = await this.db
      .delete(media)
      .where(like(media.path, startsWith(prefix)))
      .returning({ path: media.path });
    return gone.length;
  }
}
