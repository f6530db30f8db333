/**
 * The image proxy of spec sections 7 and 9: `GET /img/<modifiers>/<source>`, where the source is a
 * picture of this site (the store's media at /media/*, or a generated placeholder) and the
 * modifiers are parsed and bounded by the domain (`f_webp,w_640,q_80`, `preset_card`, `_` for none).
 * Results are cached on disk under DATA_DIR (not with an in-memory data dir) and sent with long
 * cache headers and an ETag; bad modifiers or an unknown preset are a 400, an unknown source a 404.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseImageModifiers, serializeImageModifiers, DEFAULT_IMAGE_FORMAT, type ImageModifiers } from '../src/domain/media/image-modifiers';
import { IMAGE_PROXY_PREFIX, isProxyable, presetModifiers } from '../src/domain/media/image-presets';
import { ImageDiskCache } from './image-cache';
import { transformImage } from './image-transform';
import { findMedia, placeholderSvg } from './media-routes';
import type { Db } from './store-api/db/client';

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const PLACEHOLDER = /^\/placeholder\/(\d{1,4})x(\d{1,4})\.svg$/;

interface Source {
  body: Buffer;
  isSvg: boolean;
}

export interface ImageProxyOptions {
  /** The store database holding /media; null when there is none (mock backend): placeholders only. */
  db: Db | null;
  dataDir: string;
  /** Disk cache budget; 1 GiB unless set. */
  cacheMaxBytes?: number;
}

async function loadSource(db: Db | null, source: string): Promise<Source | null> {
  const placeholder = PLACEHOLDER.exec(source);
  if (placeholder) {
    const width = Math.min(Number(placeholder[1]), 4000) || 1;
    const height = Math.min(Number(placeholder[2]), 4000) || 1;
    return { body: Buffer.from(placeholderSvg(width, height)), isSvg: true };
  }
  if (!db || !source.startsWith('/media/')) return null;
  const row = await findMedia(db, source.slice('/media/'.length));
  return row ? { body: Buffer.from(row.body), isSvg: row.contentType.includes('svg') } : null;
}

function resolveModifiers(segment: string): { ok: true; modifiers: ImageModifiers } | { ok: false; error: string } {
  const parsed = parseImageModifiers(segment);
  if (!parsed.ok) return parsed;
  try {
    const preset = parsed.preset === null ? {} : presetModifiers(parsed.preset);
    return { ok: true, modifiers: { format: DEFAULT_IMAGE_FORMAT, ...preset, ...parsed.modifiers } };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);

export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions) {
  const cache = options.dataDir.startsWith('memory://')
    ? null
    : new ImageDiskCache({ dir: path.join(options.dataDir, 'image-cache'), maxBytes: options.cacheMaxBytes ?? 1024 ** 3, warn: (m) => app.log.warn(m) });
  // Concurrent requests for the same picture share one render.
  const rendering = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { '*': string } }>(`${IMAGE_PROXY_PREFIX}/*`, async (request, reply) => {
    const rest = request.params['*'];
    const cut = rest.indexOf('/');
    const source = cut > 0 ? rest.slice(cut) : '';
    if (!isProxyable(source)) return refuse(reply, 404, 'Not found');
    const resolved = resolveModifiers(rest.slice(0, cut));
    if (!resolved.ok) return refuse(reply, 400, `Invalid image modifiers: ${resolved.error}`);
    const loaded = await loadSource(options.db, source);
    if (!loaded) return refuse(reply, 404, 'Not found');

    const { modifiers } = resolved;
    const format = modifiers.format ?? DEFAULT_IMAGE_FORMAT;
    const digest = createHash('sha256').update(loaded.body).digest('hex');
    const key = createHash('sha256').update(`${serializeImageModifiers(modifiers)}\n${source}\n${digest}`).digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).type(`image/${format}`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const cached = cache ? await cache.read(key, format) : null;
    if (cached) return reply.header('x-image-cache', 'hit').send(cached);
    let work = rendering.get(key);
    if (!work) {
      work = transformImage(loaded.body, loaded.isSvg, modifiers).then(async ({ data }) => {
        await cache?.write(key, format, data);
        return data;
      });
      rendering.set(key, work);
      void work.finally(() => rendering.delete(key)).catch(() => undefined);
    }
    try {
      return reply.header('x-image-cache', 'miss').send(await work);
    } catch (error) {
      request.log.warn({ err: error, source }, 'image could not be rendered');
      return refuse(reply, 422, 'The source picture could not be read');
    }
  });
}
