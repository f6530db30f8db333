/**
 * A product's pictures and stock history through the owner's calls (decision 89): pictures uploaded to
 * the store's media library, each with its required alt text, in the owner's order, a variant showing
 * one of them; the alt text on the product page's gallery and structured data; another store's
 * pictures refused; a variant's stock history with who, why and the owner's note, never another
 * store's.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variants } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
let made = 0;

const png = (colour: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
async function upload(owner: string, name: string, colour: string) {
  const answer = await call('/Theme/UploadMedia', {
    token: owner,
    body: { FileName: `${name}.png`, Base64: (await png(colour)).toString('base64'), Alt: name },
  });
  if (answer.status !== 200) throw new Error(`UploadMedia answered ${answer.status}`);
  return answer.body.data.image as string;
}
const picture = (file: string, alt: string) => ({ ImageFile: file, Alt: alt });
/** A product of the store with two sizes and `extra` fields. */
const body = (extra: Record<string, unknown>) => {
  made += 1;
  return {
    Name: `Pictured Vase ${made}`,
    Handle: `pictured-vase-${made}-${Date.now()}`,
    Price: '30',
    Status: 'active',
    Options: [{ Name: 'Size', Values: ['S', 'M'] }],
    Variants: [
      { Price: '30', Stock: 2, OptionValues: ['S'] },
      { Price: '32', Stock: 1, OptionValues: ['M'] },
    ],
    ...extra,
  };
};
const page = (store: string, path: string) =>
  server.host.app.inject({ method: 'GET', url: path, headers: { host: `${store}.localhost:3000` } });

describe("a product's pictures", () => {
  it("keeps the pictures in the owner's order with their alt text, a variant's picture, and shows both to shoppers", async () => {
    const owner = await ownerToken('aurora');
    const [front, back] = [await upload(owner, 'Vase front', '#336699'), await upload(owner, 'Vase back', '#993366')];
    const created = await call('/Owner/CreateProduct', {
      token: owner,
      body: body({
        Images: [picture(back, 'The vase from behind'), picture(front, 'A blue vase from the front')],
        Variants: [
          { Price: '30', Stock: 2, OptionValues: ['S'], ImageFile: front },
          { Price: '32', Stock: 1, OptionValues: ['M'] },
        ],
      }),
    });
    expect(created.status).toBe(200);
    const { productID, handle } = created.body.data.product;
    const read = (await call(`/Owner/Product?ProductID=${productID}`, { token: owner })).body.data;
    expect(read.images.map((image: Any) => [image.imageFile, image.alt])).toEqual([
      [back, 'The vase from behind'],
      [front, 'A blue vase from the front'],
    ]);
    expect(read.variants.map((variant: Any) => variant.imageFile)).toEqual([front, null]);

    // Reordered: the front first.
    const reordered = await call('/Owner/UpdateProduct', {
      token: owner,
      body: {
        ProductID: productID,
        Version: 1,
        Images: [picture(front, 'A blue vase from the front'), picture(back, 'The vase from behind')],
      },
    });
    expect(reordered.status).toBe(200);
    const token = (await guest('aurora')).accessToken;
    const shown = (await call(`/Catalog/GetProduct?ProductID=${productID}`, { token })).body.data;
    expect(shown.images.map((image: Any) => image.alt)).toEqual(['A blue vase from the front', 'The vase from behind']);
    const html = (await page('aurora', `/${handle}`)).body;
    expect(html).toContain('alt="A blue vase from the front, picture 1 of 2"');
    expect(html).toContain('"caption":"A blue vase from the front"');

    // A picture removed: the variant that showed it shows the product's pictures again.
    const removed = await call('/Owner/UpdateProduct', {
      token: owner,
      body: { ProductID: productID, Version: 2, Images: [picture(back, 'The vase from behind')] },
    });
    expect(removed.status).toBe(200);
    const variantRows = await db().select().from(variants).where(eq(variants.productId, productID)).orderBy(variants.id);
    expect(variantRows.map((row) => row.imageFile)).toEqual([null, null]);
  });

  it('refuses a picture without alt text, of no media library, of another store, or a variant picture the product lacks, writing nothing', async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const own = await upload(aurora, 'Own jug', '#228844');
    const nordics = await upload(nordic, 'Nordic jug', '#884422');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Images: [{ ImageFile: own }] }, 'Images.0.Alt'],
      [{ Images: [picture(own, '   ')] }, 'Images.0.Alt'],
      [{ Images: [picture('https://elsewhere.example/jug.png', 'A jug')] }, 'Images.0.ImageFile'],
      [{ Images: [picture(own, 'A jug'), picture(nordics, 'Their jug')] }, 'Images.1.ImageFile'],
      [{ Images: [picture('media://aurora/uploads/never-uploaded.webp', 'A jug')] }, 'Images.0.ImageFile'],
      [{ Images: [picture(own, 'A jug')], Variants: [{ Price: '1', OptionValues: ['S'], ImageFile: nordics }] }, 'Variants.0.ImageFile'],
      [
        {
          Images: [picture(own, 'A jug')],
          Variants: [{ Price: '1', OptionValues: ['S'], ImageFile: await upload(aurora, 'Other', '#111111') }],
        },
        'Variants.0.ImageFile',
      ],
    ];
    for (const [extra, field] of cases) {
      const answer = await call('/Owner/CreateProduct', { token: aurora, body: body({ Name: 'Refused jug', ...extra }) });
      expect([answer.status, fieldsOf(answer)], JSON.stringify(extra)).toEqual([400, [field]]);
    }
    const list = (await call('/Owner/Products?Search=Refused%20jug', { token: aurora })).body.data;
    expect(list.total).toBe(0);
    // Nor through an update: the product keeps its pictures.
    const created = (await call('/Owner/CreateProduct', { token: aurora, body: body({ Images: [picture(own, 'A green jug')] }) })).body.data
      .product;
    const taken = await call('/Owner/UpdateProduct', {
      token: aurora,
      body: { ProductID: created.productID, Version: 1, Images: [picture(nordics, 'Their jug')] },
    });
    expect([taken.status, fieldsOf(taken)]).toEqual([400, ['Images.0.ImageFile']]);
    const read = (await call(`/Owner/Product?ProductID=${created.productID}`, { token: aurora })).body.data;
    expect([read.version, read.images.map((image: Any) => image.imageFile)]).toEqual([1, [own]]);
  });
});

describe("a variant's stock history", () => {
  it("lists its changes newest first with who, why, the owner's note and what was left; another store never reads it", async () => {
    const owner = await ownerToken('aurora');
    const created = (await call('/Owner/CreateProduct', { token: owner, body: body({}) })).body.data.product;
    const read = (await call(`/Owner/Product?ProductID=${created.productID}`, { token: owner })).body.data;
    const [small, medium] = read.variants.map((variant: Any) => variant.variantID as number);
    const set = await call('/Owner/SetProductStock', {
      token: owner,
      body: { ProductID: created.productID, VariantID: small, Quantity: 7, Note: '  Stocktake  ' },
    });
    expect(set.status).toBe(200);
    await call('/Owner/SetProductStock', { token: owner, body: { ProductID: created.productID, VariantID: small, Quantity: 6 } });
    const history = await call(`/Owner/StockHistory?ProductID=${created.productID}&VariantID=${small}`, { token: owner });
    expect(history.status).toBe(200);
    expect(
      history.body.data.items.map((move: Any) => [move.delta, move.quantityAfter, move.reason, move.note, move.ownerEmail !== null]),
    ).toEqual([
      [-1, 6, 'manual', '', true],
      [5, 7, 'manual', 'Stocktake', true],
      [2, 2, 'manual', '', true],
    ]);
    expect(history.body.data.items[0].ownerEmail).toMatch(/@/);
    expect(Date.parse(history.body.data.items[0].at)).not.toBeNaN();
    // The other size has its own history.
    const other = (await call(`/Owner/StockHistory?ProductID=${created.productID}&VariantID=${medium}`, { token: owner })).body.data;
    expect(other.items.map((move: Any) => move.quantityAfter)).toEqual([1]);

    const nordic = await ownerToken('nordic');
    const foreign = await call(`/Owner/StockHistory?ProductID=${created.productID}&VariantID=${small}`, { token: nordic });
    expect([foreign.status, fieldsOf(foreign)]).toEqual([404, ['ProductID']]);
    for (const [query, field] of [
      ['ProductID=abc', 'ProductID'],
      [`ProductID=${created.productID}&VariantID=-1`, 'VariantID'],
      [`ProductID=${created.productID}&VariantID=x`, 'VariantID'],
    ] as const) {
      const bad = await call(`/Owner/StockHistory?${query}`, { token: owner });
      expect([bad.status, fieldsOf(bad)], query).toEqual([400, [field]]);
    }
    const long = await call('/Owner/SetProductStock', {
      token: owner,
      body: { ProductID: created.productID, VariantID: small, Quantity: 1, Note: 'x'.repeat(201) },
    });
    expect([long.status, fieldsOf(long)]).toEqual([400, ['Note']]);
    expect((await call('/Owner/StockHistory?ProductID=1', { token: null })).status).toBe(401);
  });
});
