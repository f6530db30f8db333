/**
 * The image proxy: media of the seeded database and placeholders through sharp, bounded modifiers,
 * presets, the disk cache and cache headers, and what a caller sees when renders are saturated.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerImageProxy } from '../../server/host/image-proxy';
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
    const avif = await get(`/img/f_avif,s_160x80,fit_cover${mediaPath}`);
    expect(await picture(avif)).toMatchObject({ format: 'heif', width: 160, height: 80 });
    const jpeg = await get(`/img/f_jpg,w_64,h_64,fit_contain,b_ff0000,q_40/placeholder/400x100.svg`);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    const { data, info } = await sharp(Buffer.from(await jpeg.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([64, 64]);
    // The letterbox above the wide placeholder is the background colour.
    expect(data[0]).toBeGreaterThan(200);
    expect(data[1]).toBeLessThan(60);
    const png = await get(`/img/f_png,fit_inside,w_128,h_128/placeholder/400x100.svg`);
    expect(await picture(png)).toMatchObject({ format: 'png', width: 128, height: 32 });
  });

  it('renders the blur placeholder of spec section 9 and the presets', async () => {
    expect(await picture(await get(`/img/w_10,h_10,q_50,blur_3${mediaPath}`))).toMatchObject({ width: 10, height: 10 });
    expect(await picture(await get(`/img/preset_card${mediaPath}`))).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(await picture(await get(`/img/preset_card,w_200${mediaPath}`))).toMatchObject({ width: 200, height: 400 });
  });

  it('refuses sizes out of bounds, bad values and unknown modifiers or presets with a 400', async () => {
    for (const modifiers of [
      'w_4001',
      'w_0',
      'h_-5',
      's_4001x10',
      's_10x',
      'q_0',
      'q_101',
      'f_gif',
      'fit_stretch',
      'b_red',
      'blur_0',
      'zoom_2',
      'w_1e3',
    ]) {
      const response = await get(`/img/${modifiers}${mediaPath}`);
      expect(response.status, modifiers).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    const unknownPreset = await get(`/img/preset_gigantic${mediaPath}`);
    expect(unknownPreset.status).toBe(400);
    expect(await unknownPreset.text()).toContain('Unknown image preset: gigantic');
  });

  it('refuses a side past the largest a page asks for (2560 px) with a 400 naming the bound', async () => {
    for (const modifiers of ['w_4000,h_4000,f_avif', 'w_2561', 'h_3000', 's_2560x2600']) {
      const response = await get(`/img/${modifiers}/placeholder/10x10.svg`);
      expect(response.status, modifiers).toBe(400);
      expect(await response.text()).toMatch(/from 1 to 2560/);
    }
    expect((await get(`/img/w_2560,h_2560/placeholder/10x10.svg`)).status).toBe(200);
  });

  it('renders a size between two steps at the step above, so near-identical URLs share one picture', async () => {
    const between = await get(`/img/w_530/placeholder/400x300.svg`);
    expect(await picture(between)).toMatchObject({ width: 560, height: 420 });
    expect((await get(`/img/w_560/placeholder/400x300.svg`)).headers.get('etag')).toBe(between.headers.get('etag'));
    // Both sides: the longer one goes to its step and the shorter keeps the proportions.
    expect(await picture(await get(`/img/s_300x150/placeholder/400x300.svg`))).toMatchObject({ width: 320, height: 160 });
  });

  it('never renders past 2560 px on a side, whatever the source or fit', async () => {
    expect(await picture(await get(`/img/_/placeholder/4000x4000.svg`))).toMatchObject({ width: 2560, height: 2560 });
    const tall = await picture(await get(`/img/w_2560/placeholder/10x4000.svg`));
    expect(Math.max(tall.width!, tall.height!)).toBe(2560);
    const outside = await picture(await get(`/img/fit_outside,s_2560x2560/placeholder/4000x10.svg`));
    expect(Math.max(outside.width!, outside.height!)).toBe(2560);
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
    registerImageProxy(app, { media: null, dataDir: dir });
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
    registerImageProxy(memory, { media: null, dataDir: 'memory://' });
    expect((await memory.inject('/img/w_50/placeholder/100x100.svg')).headers['x-image-cache']).toBe('miss');
    expect((await memory.inject('/img/w_50/placeholder/100x100.svg')).headers['x-image-cache']).toBe('miss');
    await memory.close();
  });
});

describe('image renders under load', () => {
  let app: FastifyInstance;
  let dir: string;
  let origin: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'image-load-test-'));
    app = Fastify();
    // One render at a time and one waiting: a third distinct picture finds no place. The waiting one
    // keeps its place however long the first takes on a loaded machine (the wait limit is WorkGate's, tested there).
    registerImageProxy(app, { media: null, dataDir: dir, renders: { imageRenders: 1, imageRenderQueue: 1 }, renderWaitMs: 120_000 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  /**
   * A distinct picture that takes a second or more of a core to render, asked for by a store of its
   * own (one store holds at most its share of the renders, store-shares.ts).
   */
  const heavy = (n: number, store = `store-${n}`) => `/img/f_avif,w_2560,blur_${20 + n}/placeholder/2560x2560.svg?store=${store}`;

  it('answers a further distinct picture with 503 and Retry-After while renders are saturated; a cached one is still served at once', async () => {
    const cached = '/img/w_160/placeholder/300x300.svg';
    expect((await fetch(`${origin}${cached}`)).status).toBe(200);
    const rendered: number[] = [];
    const renders = [1, 2, 3].map((n) =>
      fetch(`${origin}${heavy(n)}`).then(async (response) => {
        if (response.status === 200) rendered.push(n);
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          cacheControl: response.headers.get('cache-control'),
          body: await response.text(),
        };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const hit = await fetch(`${origin}${cached}`);
    expect(hit.status).toBe(200);
    expect(hit.headers.get('x-image-cache')).toBe('hit');
    // The hit did not wait behind the renders.
    expect(rendered).toEqual([]);
    const answers = await Promise.all(renders);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 503]);
    const busy = answers.find((a) => a.status === 503)!;
    expect(busy).toMatchObject({ retryAfter: '2', cacheControl: 'no-store' });
    expect(busy.body).toContain('retry');
  });

  it("refuses a store's render past its share of the renders while another store's picture is still rendered", async () => {
    const first = fetch(`${origin}${heavy(21, 'flood')}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await fetch(`${origin}${heavy(22, 'flood')}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await fetch(`${origin}${heavy(23, 'quiet')}`)).status).toBe(200);
    expect((await first).status).toBe(200);
  });

  it('drops a queued render whose client left, so its place goes to the next picture', async () => {
    const first = fetch(`${origin}${heavy(11)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const leaving = http.get(`${origin}${heavy(12)}`);
    leaving.on('error', () => undefined);
    await new Promise((resolve) => setTimeout(resolve, 150));
    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    // Had the left render kept its place, the queue would be full and this a 503.
    const next = await fetch(`${origin}${heavy(13)}`);
    expect(next.status).toBe(200);
    expect((await first).status).toBe(200);
    expect((await fetch(`${origin}${heavy(12)}`)).headers.get('x-image-cache')).toBe('miss');
  });
});
