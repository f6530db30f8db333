/**
 * The static CDN of the embedded deployment: generated demo media from the database at /media/*.
 * The host's image proxy reads the same files through readMedia (the store API's entry hands it out).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../../src/domain/validation/stored-text';
import type { Db } from '../platform/database/client';
import { media } from '../theme/theme.tables';

export type MediaRow = typeof media.$inferSelect;

/**
 * The media file at a path (`aurora/logo.svg`), or null. A path no file can have (too long, `..`,
 * control characters, which PostgreSQL text cannot even compare with) is looked up nowhere.
 */
export async function findMedia(db: Db, path: string): Promise<MediaRow | null> {
  if (!path || path.length > 300 || path.includes('..') || !isStorableText(path)) return null;
  const [row] = await db.select().from(media).where(eq(media.path, path)).limit(1);
  return row ?? null;
}

/** A media file's bytes: SVG (the generated demo media) is stored as text, other pictures as base64. */
export function mediaBytes(row: Pick<MediaRow, 'contentType' | 'body'>): Buffer {
  return /svg|xml|^text\//.test(row.contentType) ? Buffer.from(row.body, 'utf8') : Buffer.from(row.body, 'base64');
}

/** A media file's type and bytes, or null: what the image proxy resizes. */
export async function readMedia(db: Db, path: string): Promise<{ contentType: string; body: Buffer } | null> {
  const row = await findMedia(db, path);
  return row ? { contentType: row.contentType, body: mediaBytes(row) } : null;
}

export function registerMediaRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const row = await findMedia(deps.db, request.params['*']);
    if (!row) return reply.code(404).send('Not found');
    return reply.type(row.contentType).header('cache-control', 'public, max-age=86400').send(mediaBytes(row));
  });
}
