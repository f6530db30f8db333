/**
 * The static CDN of the embedded deployment: generated demo media from the database at /media/*,
 * and the placeholder images of spec section 9 at /placeholder/<w>x<h>.svg.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isStorableText } from '../../src/domain/validation/stored-text';
import type { Db } from '../store-api/db/client';
import { media } from '../store-api/db/schema';

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

export function placeholderSvg(width: number, height: number): string {
  const label = `${width} × ${height}`;
  const fontSize = Math.max(12, Math.min(width, height) / 10);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<rect width="100%" height="100%" fill="#e5e7eb"/>`
    + `<text x="50%" y="50%" fill="#6b7280" font-family="sans-serif" font-size="${fontSize}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
}

export function registerPlaceholderRoute(app: FastifyInstance) {
  app.get<{ Params: { size: string } }>('/placeholder/:size', async (request, reply) => {
    const match = /^(\d{1,4})x(\d{1,4})\.svg$/.exec(request.params.size);
    if (!match) return reply.code(404).send('Not found');
    const width = Math.min(Number(match[1]), 4000);
    const height = Math.min(Number(match[2]), 4000);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(placeholderSvg(width, height));
  });
}

export function registerMediaRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const row = await findMedia(deps.db, request.params['*']);
    if (!row) return reply.code(404).send('Not found');
    return reply.type(row.contentType).header('cache-control', 'public, max-age=86400').send(mediaBytes(row));
  });
}
