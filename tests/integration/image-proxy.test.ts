/**
 * The image proxy: media of the seeded database and placeholders through sharp, bounded modifiers,
 * presets, the disk cache and cache headers.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerImageProxy } from '../../server/image-proxy';
import { media } from '../../server/store-api/db/schema';
import { startTestStoreApi } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
let mediaPath: string;
beforeAll(async () => {
  server = await startTestStoreApi();
  const [row] = await server.host.database!.db.select({ path: media.path }).from(media).limit(1);
  mediaPath = `/media/${row!.path}`;
});
afterAll(async () => {
  await server?.host.close();
});

const get = (url: string, headers?: Record<string, string>) => fetch(`${server.origin}${url}`, headers ? { headers } : {});
const picture = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe('GET /img/<modifiers>/<source>', () => {
  it('renders store media as webp by default, at the width asked for, with long cache headers', async () => {
    const response = await get(`/img/w_200${mediaPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('max-age=2592000');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await picture(response);
    expect(meta).toMatchObject({ format: 'webp', width: 200 });
  });

  it('honours format, fit, resize, quality and background', async () => {
    const avif = await get(`/img/f_avif,s_120x80,fit_cover${mediaPath}`);
    expect(await picture(avif)).toMatchObject({ format: 'heif', width: 120, height: 80 });
    const jpeg = await get(`/img/f_jpg,w_64,h_64,fit_contain,b_ff0000,q_40/placeholder/400x100.svg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const { data, info } = await sharp(Buffer.from(await jpeg.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 64]);
    // The letterbox above the wide placeholder is the background colour.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    const png = await get(`/img/f_png,fit_inside,w_100,h_100/placeholder/400x100.svg`);
    expect(await picture(png)).toMatchObject({ format: 'png', width: 100, height: 25 });
  });

  it('renders the blur placeholder of spec section 9 and the presets', async () => {
    expect(await picture(await get(`/img/w_10,h_10,q_50,blur_3${mediaPath}`))).toMatchObject({ width: 10, height: 10 });
    expect(await picture(await get(`/img/preset_card${mediaPath}`))).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await picture(await get(`/img/preset_card,w_200${mediaPath}`))).toMatchObject({ width: 200, height: 400 });
  });

  it('refuses sizes out of bounds, bad values and unknown modifiers or presets with a 400', async () => {
    for (const modifiers of ['w_4001', 'w_0', 'h_-5', 's_4001x10', 's_10x', 'q_0', 'q_101', 'f_gif', 'fit_stretch', 'b_red', 'blur_0', 'zoom_2', 'w_1e3']) {
      const response = await get(`/img/${modifiers}${mediaPath}`);
      expect(response.status, modifiers).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const unknownPreset = await get(`/img/preset_gigantic${mediaPath}`);
    expect(unknownPreset.status).toBe(400);
    expect(await unknownPreset.text()).toContain('Unknown image preset: gigantic');
    expect((await get(`/img/w_4000,h_4000/placeholder/10x10.svg`)).status).toBe(200);
  });

  it('serves only pictures of this site: other sources are a 404', async () => {
    for (const source of ['/media/no/such/picture.svg', '/etc/passwd', '/media/../token-secret', '/placeholder/abc.svg', '']) {
      expect((await get(`/img/w_100${source}`)).status, source).toBe(404);
    }
  });

  it('answers a repeated request with its ETag as 304', async () => {
    const first = await get(`/img/w_90${mediaPath}`);
    const etag = first.headers.get('etag')!;
    expect((await get(`/img/w_90${mediaPath}`, { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('image proxy disk cache', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'image-cache-test-'));
    app = Fastify();
    registerImageProxy(app, { db: null, dataDir: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('renders once, then serves the cached file', async () => {
    const url = '/img/f_webp,w_300/placeholder/400x300.svg';
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-image-cache']).toBe('miss');
    const shards = await readdir(path.join(dir, 'image-cache'));
    expect(shards).toHaveLength(1);
    expect((await readdir(path.join(dir, 'image-cache', shards[0]!)))[0]).toMatch(/^[0-9a-f]{64}\.webp$/);
    const second = await app.inject(url);
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keys the cache by the canonical modifiers, so spellings of the same picture share one file', async () => {
    await app.inject('/img/width_120,format_webp/placeholder/300x300.svg');
    expect((await app.inject('/img/f_webp,w_120/placeholder/300x300.svg')).headers['x-image-cache']).toBe('hit');
  });

  it('keeps no cache with an in-memory data dir', async () => {
    const memory = Fastify();
    registerImageProxy(memory, { db: null, dataDir: 'memory://' });
    expect((await memory.inject('/img/w_50/placeholder/100x100.svg')).headers['x-image-cache']).toBe('miss');
    expect((await memory.inject('/img/w_50/placeholder/100x100.svg')).headers['x-image-cache']).toBe('miss');
    await memory.close();
  });
});
