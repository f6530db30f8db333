/**
 * The MediaObjects contract (decision 105): the database adapter on PGlite and the S3 adapter against
 * an S3-compatible server this file starts (s3rver) keep, read, list and remove a store's pictures alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/store-api/platform/database/client';
import type { MediaObjects } from '../../server/store-api/platform/media-objects/media-objects';
import { S3MediaObjects } from '../../server/store-api/platform/media-objects/s3-media-objects';
import { DatabaseMediaObjects } from '../../server/store-api/theme/database-media-objects';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server';

let database: DatabaseHandle;
let s3: S3TestServer;
const adapters: Record<string, MediaObjects> = {};

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  s3 = await startS3TestServer();
  adapters.database = new DatabaseMediaObjects(database.db);
  // Pages of three keys: listing and deleting a store's objects page through a handful.
  adapters.s3 = new S3MediaObjects(s3.config, { pageSize: 3 });
}, 60_000);
afterAll(async () => {
  await database?.close();
  await s3?.close();
});

let unique = 0;
const store = () => `shop_${Date.now().toString(36)}${++unique}`;
// A WebP's first bytes and a NUL: the bytes come back as they went, not as text.
const picture = (seed: number) => Buffer.concat([Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), Buffer.alloc(2048, seed)]);

describe.each(['database', 's3'])('media objects in the %s', (kind) => {
  const objects = () => adapters[kind]!;

  it('gives back the bytes and type it was given, whole or as a stream', async () => {
    const key = `${store()}/uploads/tee-1200x800.webp`;
    await objects().put(key, picture(7), 'image/webp');
    expect(await objects().get(key)).toEqual({ contentType: 'image/webp', body: picture(7) });
    const opened = (await objects().open(key))!;
    expect(opened.contentType).toBe('image/webp');
    const chunks: Buffer[] = [];
    for await (const chunk of opened.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(picture(7));
  });

  it('keeps SVG text as it came', async () => {
    const key = `${store()}/logo.svg`;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Café</text></svg>');
    await objects().put(key, svg, 'image/svg+xml');
    expect(await objects().get(key)).toEqual({ contentType: 'image/svg+xml', body: svg });
  });

  it('replaces an object put again at the same key', async () => {
    const key = `${store()}/uploads/again.webp`;
    await objects().put(key, picture(1), 'image/webp');
    await objects().put(key, picture(2), 'image/webp');
    expect((await objects().get(key))?.body).toEqual(picture(2));
  });

  it('answers null for a key it does not hold, and after a delete', async () => {
    const key = `${store()}/uploads/gone.webp`;
    expect(await objects().get(key)).toBeNull();
    expect(await objects().open(key)).toBeNull();
    await objects().put(key, picture(3), 'image/webp');
    await objects().delete(key);
    expect(await objects().get(key)).toBeNull();
    await objects().delete(key);
  });

  it("lists and removes one store's objects, never another's whose name begins alike", async () => {
    const name = store();
    const keys = [`${name}/a.webp`, `${name}/uploads/b.webp`, `${name}/uploads/c.webp`];
    const neighbour = `${name}_2/uploads/b.webp`;
    for (const key of [...keys, neighbour]) await objects().put(key, picture(4), 'image/webp');
    expect(await objects().keysUnder(`${name}/`)).toEqual(keys);
    expect(await objects().deleteUnder(`${name}/`)).toBe(3);
    expect(await objects().keysUnder(`${name}/`)).toEqual([]);
    expect(await objects().get(keys[1]!)).toBeNull();
    expect((await objects().get(neighbour))?.body).toEqual(picture(4));
  });

  it('lists and removes more objects than one page of a listing holds', async () => {
    const name = store();
    const many = Array.from({ length: 8 }, (_, i) => `${name}/uploads/p-${i}.webp`);
    for (const key of many) await objects().put(key, Buffer.from(key), 'image/webp');
    expect(await objects().keysUnder(`${name}/`)).toEqual(many);
    expect(await objects().deleteUnder(`${name}/`)).toBe(8);
    expect(await objects().keysUnder(`${name}/`)).toEqual([]);
  });
});
