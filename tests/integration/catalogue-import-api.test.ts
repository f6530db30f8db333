/**
 * Catalogue import and export through the owner's calls (decision 87), with the jobs running as in
 * production: a Shopify product CSV is uploaded, checked (the dry run names refused rows), started,
 * written, its pictures fetched from a server on loopback and its unreachable ones reported by row;
 * importing the same file again updates instead of adding copies; the export reads back as the file
 * it came from; another store's owner sees none of it; bad input is a 400 naming the field.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { within } from './support/within';

const server = startStoreApiForFile({}, { jobs: { pollMs: 50, backoff: { baseMs: 200, capMs: 500 } } });
const { call } = identityCalls(server);

let pictures: Server;
let pictureBase = '';
const served: string[] = [];
let missingNowServed = false;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c04020' } })
    .png()
    .toBuffer();
  pictures = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.url?.startsWith('/missing') && !missingNowServed) return void response.writeHead(404).end();
    if (request.url?.startsWith('/text')) return void response.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  return answer.body.data.ownerToken as string;
}

const HEADER =
  'Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant SKU,Variant Inventory Qty,Variant Inventory Policy,Variant Price,Variant Compare At Price,Image Src,Image Position,Image Alt Text,Variant Image,Status,Favourite Colour';

function csvOf(lines: string[]): string {
  return `${HEADER}\n${lines.join('\n')}\n`;
}

const fileOf = (text: string, name = 'catalogue.csv') => ({ FileName: name, Base64: Buffer.from(text, 'utf8').toString('base64') });

async function upload(token: string, text: string): Promise<Any> {
  const answer = await call('/Owner/UploadCatalogueImport', { token, body: fileOf(text) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.import;
}

async function settled(token: string, id: number, states: string[]): Promise<Any> {
  let current: Any = null;
  await within(async () => {
    current = (await call(`/Owner/CatalogueImport?ImportID=${id}`, { token })).body.data;
    return states.includes(current.import.state);
  }, 20_000);
  return current;
}

async function rows(token: string, id: number, show = 'all'): Promise<Any[]> {
  return (await call(`/Owner/CatalogueImportRows?ImportID=${id}&Show=${show}`, { token })).body.data.rows;
}

async function productByHandle(token: string, handle: string): Promise<Any> {
  const list = (await call(`/Owner/Products?Search=${handle}`, { token })).body.data;
  const found = (list.products ?? list.items ?? []).find((product: Any) => product.handle === handle || product.slug === handle);
  if (!found) return null;
  return (await call(`/Owner/Product?ProductID=${found.productID ?? found.id}`, { token })).body.data;
}

describe('catalogue import', () => {
  let token = '';
  let firstId = 0;
  let text = '';

  beforeAll(async () => {
    token = await ownerToken('aurora');
    text = csvOf([
      `linen-shirt-import,Linen Shirt,<p>Cool linen</p>,Aurora,Shirts,"linen, summer",TRUE,Size,S,Colour,Sand,LIN-S-SAND,4,deny,59.00,69.00,${pictureBase}/shirt-sand.png,1,Sand linen shirt,${pictureBase}/shirt-sand.png,active,blue`,
      `linen-shirt-import,,,,,,,,M,,Sand,LIN-M-SAND,7,deny,59.00,69.00,${pictureBase}/missing.png,2,,,,`,
      `linen-shirt-import,,,,,,,,S,,Olive,LIN-S-OLIVE,0,continue,61.00,,,,,,,`,
      `canvas-tote-import,Canvas Tote,,Aurora,Bags,,TRUE,Title,Default Title,,,TOTE-1,25,deny,19.50,,${pictureBase}/text.png,1,A canvas tote,,draft,`,
      `broken-price-import,Broken Price,,Aurora,Bags,,TRUE,Title,Default Title,,,BRK-1,3,deny,twelve,,,,,,active,`,
    ]);
  });

  it('checks an upload: what each product will become, refused rows named, unknown columns listed', async () => {
    const started = await upload(token, text);
    firstId = started.importID;
    expect(started.state).toBe('checking');
    const checked = (await settled(token, firstId, ['checked'])).import;
    expect(checked).toMatchObject({ toCreate: 2, toUpdate: 0, refused: 1, fileError: null, ignoredColumns: ['Favourite Colour'] });
    const refused = await rows(token, firstId, 'refuse');
    expect(refused).toHaveLength(1);
    expect(refused[0].handle).toBe('broken-price-import');
    expect(refused[0].messages.join(' ')).toMatch(/Row 6: .*Variant Price/);
    expect(await productByHandle(token, 'linen-shirt-import')).toBeNull();
  });

  it('writes the accepted products with their variants, stock and pictures, and reports the pictures it could not take', async () => {
    const answer = await call('/Owner/StartCatalogueImport', { token, body: { ImportID: firstId } });
    expect(answer.status).toBe(200);
    expect((await call('/Owner/StartCatalogueImport', { token, body: { ImportID: firstId } })).status).toBe(409);
    const done = await settled(token, firstId, ['done', 'failed']);
    expect(done.import).toMatchObject({ state: 'done', created: 2, updated: 0, failed: 0, processed: 3 });
    await within(async () => {
      const now = (await call(`/Owner/CatalogueImport?ImportID=${firstId}`, { token })).body.data;
      return now.import.pictures.pending === 0;
    }, 20_000);
    const after = (await call(`/Owner/CatalogueImport?ImportID=${firstId}`, { token })).body.data;
    expect(after.import.pictures).toEqual({ pending: 0, fetched: 1, failed: 2 });
    const problems = after.pictureProblems.map((p: Any) => `${p.row} ${p.src} ${p.error}`).join('\n');
    // A picture names the first row of its product.
    expect(problems).toMatch(/^2 .*missing\.png could not be fetched: .*404/m);
    expect(problems).toMatch(/^5 .*text\.png is not a PNG, JPEG, WebP, GIF or AVIF picture/m);

    // The owner fixes the picture's address on the server and asks for the failed pictures again.
    missingNowServed = true;
    const retried = await call('/Owner/RetryImportPictures', { token, body: { ImportID: firstId } });
    expect(retried.status).toBe(200);
    await within(async () => {
      const now = (await call(`/Owner/CatalogueImport?ImportID=${firstId}`, { token })).body.data;
      return now.import.pictures.pending === 0;
    }, 20_000);
    const retriedAfter = (await call(`/Owner/CatalogueImport?ImportID=${firstId}`, { token })).body.data;
    expect(retriedAfter.import.pictures).toEqual({ pending: 0, fetched: 2, failed: 1 });

    const shirt = await productByHandle(token, 'linen-shirt-import');
    expect(JSON.stringify(shirt)).toContain('LIN-M-SAND');
    expect(JSON.stringify(shirt)).toContain('Sand linen shirt');
    expect(JSON.stringify(shirt)).toMatch(/media:\/\/aurora\/uploads\/shirt-sand-/);
  });

  it('updates the same products when the file is imported again, setting stock from the file', async () => {
    const again = await upload(token, text.replace('LIN-S-SAND,4,', 'LIN-S-SAND,11,'));
    expect((await settled(token, again.importID, ['checked'])).import).toMatchObject({ toCreate: 0, toUpdate: 2, refused: 1 });
    await call('/Owner/StartCatalogueImport', { token, body: { ImportID: again.importID } });
    expect((await settled(token, again.importID, ['done'])).import).toMatchObject({ created: 0, updated: 2 });
    const fetchedBefore = served.filter((url) => url === '/shirt-sand.png').length;
    await within(
      async () => (await call(`/Owner/CatalogueImport?ImportID=${again.importID}`, { token })).body.data.import.pictures.pending === 0,
      20_000,
    );
    // A picture already fetched from an address is used again, not fetched again.
    expect(served.filter((url) => url === '/shirt-sand.png').length).toBe(fetchedBefore);
    const shirt = await productByHandle(token, 'linen-shirt-import');
    const small = (shirt.product ?? shirt).variants.find((v: Any) => (v.sku ?? v.SKU) === 'LIN-S-SAND');
    expect(small.stock ?? small.Stock).toBe(11);
  });

  it('exports the store as a Shopify CSV that imports back as updates', async () => {
    const response = await fetch(`${server.baseUrl}/Owner/ExportProducts?Status=all`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.9.8.7' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/aurora-products-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    const exported = bytes.toString('utf8');
    // A byte order mark first, so that Excel reads the file as UTF-8.
    // Shopify's newer header (docs/catalogue.md, "Files written").
    expect(exported.startsWith('\uFEFFTitle,URL handle,')).toBe(true);
    expect(exported).toContain('linen-shirt-import');
    const back = await upload(token, exported);
    const checked = (await settled(token, back.importID, ['checked'])).import;
    expect(checked.toCreate).toBe(0);
    expect(checked.refused).toBe(0);
    expect(checked.toUpdate).toBeGreaterThan(2);
  });

  it('cancels an import before it starts, and refuses to start it then', async () => {
    const next = await upload(token, text);
    await settled(token, next.importID, ['checked']);
    const cancelled = await call('/Owner/CancelCatalogueImport', { token, body: { ImportID: next.importID } });
    expect(cancelled.body.data.import.state).toBe('cancelled');
    expect((await call('/Owner/StartCatalogueImport', { token, body: { ImportID: next.importID } })).status).toBe(409);
  });

  it('keeps a file that cannot be read from importing anything, saying why', async () => {
    const broken = await upload(token, 'Title,Vendor\nNo handle here,Aurora\n');
    const checked = (await settled(token, broken.importID, ['checked'])).import;
    expect(checked.fileError).toMatch(/Handle/);
    expect((await call('/Owner/StartCatalogueImport', { token, body: { ImportID: broken.importID } })).status).toBe(409);
  });

  it("never shows or changes another store's import", async () => {
    const other = await ownerToken('nordic');
    expect((await call(`/Owner/CatalogueImport?ImportID=${firstId}`, { token: other })).status).toBe(404);
    expect((await call(`/Owner/CatalogueImportRows?ImportID=${firstId}`, { token: other })).status).toBe(404);
    expect((await call('/Owner/CancelCatalogueImport', { token: other, body: { ImportID: firstId } })).status).toBe(404);
    const list = (await call('/Owner/CatalogueImports', { token: other })).body.data.imports;
    expect(list.map((entry: Any) => entry.importID)).not.toContain(firstId);
    expect((await call('/Owner/CatalogueImports')).status).toBe(401);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/Owner/UploadCatalogueImport', { FileName: 'x.csv', Base64: 'not base64!' }, 'Base64'],
      ['/Owner/UploadCatalogueImport', { FileName: '', Base64: 'QQ==' }, 'FileName'],
      ['/Owner/StartCatalogueImport', { ImportID: 'one' }, 'ImportID'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await call(path, { token, body });
      expect(answer.status, path).toBe(400);
      expect(fieldsOf(answer)).toContain(field);
    }
    // A file far over the limit is refused before it is read, with a clear answer.
    const huge = await call('/Owner/UploadCatalogueImport', {
      token,
      body: { FileName: 'huge.csv', Base64: 'A'.repeat(50 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(JSON.stringify(huge.body)).toMatch(/too large/i);
    const rowsAnswer = await call(`/Owner/CatalogueImportRows?ImportID=${firstId}&Show=sometimes`, { token });
    expect(rowsAnswer.status).toBe(400);
    expect(fieldsOf(rowsAnswer)).toContain('Show');
  });

  it('imports the sample file in docs/samples as eight products', async () => {
    const sample = readFileSync(new URL('../../docs/samples/shopify-products.csv', import.meta.url), 'utf8');
    const checked = (await settled(token, (await upload(token, sample)).importID, ['checked'])).import;
    expect(checked.toCreate + checked.toUpdate).toBe(8);
    expect(checked.refused).toBe(0);
  });
});
