/**
 * The static CDN of the embedded deployment: the stores' media at /media/*, the row's metadata from
 * the database and the bytes from the row or from the deployment's object storage (decision 105).
 * The host's image proxy reads the same files through readMedia (the store API's entry hands it out).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../../src/domain/validation/stored-text';
import type { Db } from '../platform/database/client';
import type { MediaObject, MediaObjects, MediaObjectStream } from '../platform/media-objects/media-objects';
import { decodeMediaBody } from '../theme/database-media-objects';
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

/**
 * A row that holds its bytes (the database adapter's, the seed's demo SVGs, pictures uploaded before
 * object storage was configured) is served from them under any adapter; an empty body means the bytes
 * lie in object storage under the row's path.
 */
const holdsItsBytes = (row: MediaRow) => row.body !== '';

/** A media file's type and bytes, or null: what the image proxy resizes. */
export async function readMedia(db: Db, objects: MediaObjects, path: string): Promise<MediaObject | null> {
  const row = await findMedia(db, path);
  if (!row) return null;
  if (holdsItsBytes(row)) return { contentType: row.contentType, body: decodeMediaBody(row.body, row.contentType) };
  const object = await objects.get(row.path);
  return object ? { contentType: row.contentType, body: object.body } : null;
}

/** A media file as a stream, or null: what /media/* sends, without holding a large picture whole. */
async function openMedia(db: Db, objects: MediaObjects, path: string): Promise<MediaObjectStream | MediaObject | null> {
  const row = await findMedia(db, path);
  if (!row) return null;
  if (holdsItsBytes(row)) return { contentType: row.contentType, body: decodeMediaBody(row.body, row.contentType) };
  const object = await objects.open(row.path);
  return object ? { ...object, contentType: row.contentType } : null;
}

export function registerMediaRoutes(app: FastifyInstance, deps: { db: Db; objects: MediaObjects }) {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const file = await openMedia(deps.db, deps.objects, request.params['*']);
    if (!file) return reply.code(404).send('Not found');
    if ('length' in file && file.length !== undefined) reply.header('content-length', file.length);
    return reply.type(file.contentType).header('cache-control', 'public, max-age=86400').send(file.body);
  });
}
