/**
 * Pictures in S3-compatible object storage (decision 105), against an S3 server this file starts
 * (s3rver): an owner's upload lands in the bucket with only its row in the database; the store serves
 * it at /media and through the image route; an export carries its bytes; deleting the store through
 * the operator API takes its objects with its rows, and no other store's.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { media } from '../../server/store-api/db/schema';
import { exportStore, storeRowCounts } from '../../server/store-api/db/store-data';
import { S3MediaObjects } from '../../server/store-api/platform/media-objects/s3-media-objects';
import { createStore } from '../../server/store-api/stores/create-store';
import { identityCalls, type Any } from './support/identity-calls';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server';
import { startStoreApiForFile } from './support/test-server';

const OPERATOR_TOKEN = 'operator-token-for-the-object-storage-tests';
let s3: S3TestServer;
// Filled before the host starts (its beforeAll runs after this one), read when it does.
const config: Partial<ServerConfig> = { operatorTokenDigest: createHash('sha256').update(OPERATOR_TOKEN).digest('hex') };
beforeAll(async () => {
  s3 = await startS3TestServer();
  config.mediaS3 = s3.config;
});
const server = startStoreApiForFile({}, config);
afterAll(async () => {
  await s3?.close();
});
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const bucket = () => new S3MediaObjects(s3.config);
const PASSWORD = 'Harbour-Lantern-77';

async function storeWithOwner(name: string): Promise<{ id: number; token: string }> {
  const created = await createStore(
    { db: db(), platformDomain: 'localhost' },
    { name, email: `anna@${name}.example`, password: PASSWORD, currency: 'EUR', country: 'DE' },
  );
  if (!created.ok) throw new Error(JSON.stringify(created.problems));
  const signedIn = await call('/Owner/SignIn', { body: { Store: name, Email: `anna@${name}.example`, Password: PASSWORD } });
  return { id: created.store.id, token: signedIn.body.data.ownerToken as string };
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(token: string, fileName: string, background: string): Promise<string> {
  const answer = await call('/Theme/UploadMedia', {
    token,
    body: { FileName: fileName, Base64: (await png(640, 480, background)).toString('base64'), Alt: 'A linen shirt' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.data.image as string).slice('media://'.length);
}

describe('pictures in S3-compatible object storage', () => {
  it('keeps an upload in the bucket, serves it at /media and through the image route, exports it, and deletes it with its store', async () => {
    const shop = await storeWithOwner('bucket-shop');
    const neighbour = await storeWithOwner('bucket-shop-2');
    const path = await upload(shop.token, 'Shirt.png', '#1d4ed8');
    const kept = await upload(neighbour.token, 'Shirt.png', '#047857');

    // The bytes are in the bucket; the row keeps the path, store, type and alt text only.
    expect(await bucket().keysUnder('bucket-shop/')).toEqual([path]);
    const [row] = await db().select().from(media).where(eq(media.path, path));
    expect(row).toMatchObject({ storeId: shop.id, contentType: 'image/webp', alt: 'A linen shirt', body: '' });

    const served = await fetch(`${server.origin}/media/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    const rendered = await fetch(`${server.origin}/img/w_320/media/${path}`, { headers: { host: 'bucket-shop.localhost' } });
    expect(rendered.status).toBe(200);
    const small = await sharp(Buffer.from(await rendered.arrayBuffer())).metadata();
    expect(small.width).toBeLessThanOrEqual(640);
    expect(small.width).toBeGreaterThan(0);

    // The export carries the picture's bytes as a database-kept picture's would be (base64).
    const exported = (await exportStore(db(), shop.id, bucket()))!;
    const exportedRow = exported.tables.media!.find((file) => file.path === path)!;
    expect(Buffer.from(exportedRow.body as string, 'base64')).toEqual((await bucket().get(path))!.body);

    const operator = (body: Any) => call('/Operator/DeleteStore', { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, body });
    expect((await operator({ name: 'bucket-shop', confirm: true, now: true })).status).toBe(200);
    expect(await storeRowCounts(db(), shop.id)).toEqual({});
    expect(await bucket().keysUnder('bucket-shop/')).toEqual([]);
    expect((await fetch(`${server.origin}/media/${path}`)).status).toBe(404);
    // The store whose name begins alike keeps its picture.
    expect(await bucket().keysUnder('bucket-shop-2/')).toEqual([kept]);
    expect((await fetch(`${server.origin}/media/${kept}`)).status).toBe(200);
  });

  it('still serves the pictures whose bytes are rows (the demo media, uploads from before the bucket)', async () => {
    const [demo] = await db().select({ path: media.path }).from(media).where(eq(media.contentType, 'image/svg+xml')).limit(1);
    const served = await fetch(`${server.origin}/media/${demo!.path}`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('<svg');
  });
});
