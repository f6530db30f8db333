/**
 * The image proxy of spec sections 7 and 9: `GET /img/<modifiers>/<source>`, where the source is a
 * picture of this site (the store's media at /media/*, or a generated placeholder) and the
 * modifiers are parsed and bounded by the domain (`f_webp,w_640,q_80`, `preset_card`, `_` for none).
 * Results are cached on disk under DATA_DIR (not with an in-memory data dir) and sent with long
 * cache headers and an ETag; bad modifiers or an unknown preset are a 400, an unknown source a 404.
 * Renders are bounded (docs/security.md): sizes are snapped to the steps pages use (`snapImageModifiers`),
 * a few run at once behind a short queue (`WorkGate`), and past that a new picture is a 503 with
 * Retry-After; a cached picture never waits for a render, and a queued render whose callers all
 * left is dropped.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  parseImageModifiers,
  serializeImageModifiers,
  DEFAULT_IMAGE_FORMAT,
  type ImageModifiers,
} from '../../src/domain/media/image-modifiers';
import { IMAGE_PROXY_PREFIX, isProxyable, presetModifiers } from '../../src/domain/media/image-presets';
import { snapImageModifiers } from '../../src/domain/media/image-sizes';
import { DEFAULT_OVERLOAD, type OverloadConfig } from '../config';
import { ImageDiskCache } from './image-cache';
import { dropIfClientGone } from './load-shedding';
import { transformImage } from './image-transform';
import { placeholderSvg } from './placeholder-route';
import { StoreShares, storeKeyOf, storeShareOf } from './store-shares';
import { GateAbortedError, GateBusyError, WorkGate } from './work-gate';

const CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';
const PLACEHOLDER = /^\/placeholder\/(\d{1,4})x(\d{1,4})\.svg$/;
/** Longest a render waits for a turn before its caller gets a 503. */
const RENDER_WAIT_MS = 5000;
/** What a 503 asks the browser to wait: about one render. */
const BUSY_RETRY_AFTER_SECONDS = 2;

interface Source {
  body: Buffer;
  isSvg: boolean;
}

export interface ImageProxyOptions {
  /** Reads the store API's /media files; null when there is none (mock backend): placeholders only. */
  media: MediaReader | null;
  dataDir: string;
  /** Disk cache budget; 1 GiB unless set. */
  cacheMaxBytes?: number;
  /** Renders at once and waiting; DEFAULT_OVERLOAD's unless set. */
  renders?: Pick<OverloadConfig, 'imageRenders' | 'imageRenderQueue'>;
  /** Longest a render waits for its turn; RENDER_WAIT_MS unless set. */
  renderWaitMs?: number;
}

/** A media file's type and bytes by its path under /media/ (the store API's readMedia), or null. */
export type MediaReader = (path: string) => Promise<{ contentType: string; body: Buffer } | null>;

/** One render shared by every request for the same picture; dropped from the queue when they all leave. */
interface SharedRender {
  result: Promise<Buffer>;
  callers: number;
  abandon: AbortController;
}

async function loadSource(media: MediaReader | null, source: string): Promise<Source | null> {
  const placeholder = PLACEHOLDER.exec(source);
  if (placeholder) {
    const width = Math.min(Number(placeholder[1]), 4000) || 1;
    const height = Math.min(Number(placeholder[2]), 4000) || 1;
    return { body: Buffer.from(placeholderSvg(width, height)), isSvg: true };
  }
  if (!media || !source.startsWith('/media/')) return null;
  const file = await media(source.slice('/media/'.length));
  return file ? { body: file.body, isSvg: file.contentType.includes('svg') } : null;
}

function resolveModifiers(segment: string): { ok: true; modifiers: ImageModifiers } | { ok: false; error: string } {
  const parsed = parseImageModifiers(segment);
  if (!parsed.ok) return parsed;
  try {
    const preset = parsed.preset === null ? {} : presetModifiers(parsed.preset);
    return { ok: true, modifiers: snapImageModifiers({ format: DEFAULT_IMAGE_FORMAT, ...preset, ...parsed.modifiers }) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).removeHeader('etag').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(message);

export function registerImageProxy(app: FastifyInstance, options: ImageProxyOptions) {
  const cache = options.dataDir.startsWith('memory://')
    ? null
    : new ImageDiskCache({
        dir: path.join(options.dataDir, 'image-cache'),
        maxBytes: options.cacheMaxBytes ?? 1024 ** 3,
        warn: (m) => app.log.warn(m),
      });
  const { imageRenders, imageRenderQueue } = options.renders ?? DEFAULT_OVERLOAD;
  const gate = new WorkGate({ concurrency: imageRenders, maxQueued: imageRenderQueue, maxWaitMs: options.renderWaitMs ?? RENDER_WAIT_MS });
  // One store's renders (running and queued) hold at most its share of the gate (store-shares.ts).
  const shares = new StoreShares(storeShareOf(imageRenders + imageRenderQueue));
  // Concurrent requests for the same picture share one render.
  const rendering = new Map<string, SharedRender>();
  const shared = (key: string, store: string, render: () => Promise<Buffer>): SharedRender | null => {
    const existing = rendering.get(key);
    if (existing && !existing.abandon.signal.aborted) return existing;
    const place = shares.take(store);
    if (!place) return null;
    const abandon = new AbortController();
    const entry: SharedRender = { result: gate.run(render, abandon.signal), callers: 0, abandon };
    rendering.set(key, entry);
    void entry.result
      .finally(() => {
        rendering.delete(key);
        place();
      })
      .catch(() => undefined);
    return entry;
  };
  const busy = (reply: FastifyReply) =>
    refuse(reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)), 503, 'Busy rendering other pictures: retry shortly');

  app.get<{ Params: { '*': string } }>(`${IMAGE_PROXY_PREFIX}/*`, async (request, reply) => {
    const rest = request.params['*'];
    const cut = rest.indexOf('/');
    const source = cut > 0 ? rest.slice(cut) : '';
    if (!isProxyable(source)) return refuse(reply, 404, 'Not found');
    const resolved = resolveModifiers(rest.slice(0, cut));
    if (!resolved.ok) return refuse(reply, 400, `Invalid image modifiers: ${resolved.error}`);
    const loaded = await loadSource(options.media, source);
    if (!loaded) return refuse(reply, 404, 'Not found');

    const { modifiers } = resolved;
    const format = modifiers.format ?? DEFAULT_IMAGE_FORMAT;
    const digest = createHash('sha256').update(loaded.body).digest('hex');
    const key = createHash('sha256')
      .update(`${serializeImageModifiers(modifiers)}\n${source}\n${digest}`)
      .digest('hex');
    const etag = `"${key.slice(0, 32)}"`;
    reply.header('cache-control', CACHE_CONTROL).header('etag', etag).type(`image/${format}`);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();

    const cached = cache ? await cache.read(key, format) : null;
    if (cached) return reply.header('x-image-cache', 'hit').send(cached);
    if (dropIfClientGone(request, reply)) return reply;
    const work = shared(key, storeKeyOf(request), async () => {
      const { data } = await transformImage(loaded.body, loaded.isSvg, modifiers);
      await cache?.write(key, format, data);
      return data;
    });
    if (!work) return busy(reply);
    // A caller that leaves stops counting; when none is left, a render still queued is dropped.
    const leave = () => {
      work.callers -= 1;
      if (work.callers === 0) work.abandon.abort();
    };
    work.callers += 1;
    request.signal.addEventListener('abort', leave, { once: true });
    try {
      return reply.header('x-image-cache', 'miss').send(await work.result);
    } catch (error) {
      // Aborted: every caller left, so nobody reads this answer.
      if (error instanceof GateBusyError || error instanceof GateAbortedError) return busy(reply);
      request.log.warn({ err: error, source }, 'image could not be rendered');
      return refuse(reply, 422, 'The source picture could not be read');
    } finally {
      request.signal.removeEventListener('abort', leave);
    }
  });
}
