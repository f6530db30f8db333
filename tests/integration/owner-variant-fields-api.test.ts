/**
 * A variant's own compare-at price, hidden price and weight (decision 104) through the owner's calls:
 * saved and read back, shown to shoppers on the product page, refused by their field when the
 * compare-at price is not above the price (nothing written), weighed by shipping, kept by a copy,
 * and unchanged by exporting the product as a Shopify CSV and importing the file again.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, variants } from '../../server/store-api/db/schema';
import { shipmentWeight } from '../../server/store-api/orders/shipment-weight';
import { exportDrafts } from '../../server/store-api/catalog/product-export.repository';
import { writeProductCsv } from '../../server/store-api/catalog/product-csv-writer';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startStoreApiForFile } from './support/test-server';
import { within } from './support/within';

const server = startStoreApiForFile({}, { jobs: { pollMs: 50, backoff: { baseMs: 200, capMs: 500 } } });
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
const stamp = Date.now();

/** A lamp in three sizes: S on sale (its own compare-at price), M on request, L heavier, in kg. */
const lamp = (handle: string) => ({
  Name: 'Variant Lamp',
  Handle: handle,
  Price: '20',
  CompareAtPrice: '30',
  WeightGrams: 800,
  WeightUnit: 'g',
  Status: 'active',
  Options: [{ Name: 'Size', Values: ['S', 'M', 'L'] }],
  Variants: [
    { SKU: `VL-S-${handle}`, Price: '20', CompareAtPrice: '24.5', Stock: 3, OptionValues: ['S'] },
    { SKU: `VL-M-${handle}`, Price: '22', IsHidePrice: true, Stock: 3, OptionValues: ['M'] },
    { SKU: `VL-L-${handle}`, Price: '40', WeightGrams: 1250, WeightUnit: 'kg', Stock: 3, OptionValues: ['L'] },
  ],
});

async function createLamp(owner: string, handle: string): Promise<number> {
  const answer = await call('/Owner/CreateProduct', { token: owner, body: lamp(handle) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.product.productID as number;
}

const ownerRead = async (owner: string, id: number) => (await call(`/Owner/Product?ProductID=${id}`, { token: owner })).body.data;
const variantFields = (read: Any) =>
  read.variants.map((v: Any) => [v.optionValues[0], v.price, v.compareAtPrice, v.isHidePrice, v.weightGrams, v.weightUnit]);

describe("a variant's compare-at price, hidden price and weight", () => {
  it('are saved, read back by the owner and shown to shoppers for the chosen variant', async () => {
    const owner = await ownerToken('aurora');
    const id = await createLamp(owner, `variant-lamp-${stamp}`);
    expect(variantFields(await ownerRead(owner, id))).toEqual([
      ['S', '20.00', '24.50', false, null, 'g'],
      ['M', '22.00', null, true, null, 'g'],
      ['L', '40.00', null, false, 1250, 'kg'],
    ]);
    const token = (await guest('aurora')).accessToken;
    const shown = (await call(`/Catalog/GetProduct?ProductID=${id}`, { token })).body.data;
    // M has none of its own: the product's shows (the page strikes it only where it is above the price).
    expect(shown.variants.map((v: Any) => [v.name, v.compareAtPrice, v.isHidePrice])).toEqual([
      ['S', 24.5, false],
      ['M', 30, true],
      ['L', 30, false],
    ]);
  });

  it('refuses a compare-at price not above the price with a 400 naming Variants.N.CompareAtPrice, writing nothing', async () => {
    const owner = await ownerToken('aurora');
    const id = await createLamp(owner, `variant-lamp-bad-${stamp}`);
    const before = await ownerRead(owner, id);
    const variantsOf = (cheap: string) =>
      before.variants.map((v: Any, i: number) => ({
        VariantID: v.variantID,
        SKU: v.sku,
        Price: v.price,
        CompareAtPrice: i === 2 ? cheap : v.compareAtPrice,
        OptionValues: v.optionValues,
      }));
    for (const cheap of ['40', '39.99']) {
      const answer = await call('/Owner/UpdateProduct', {
        token: owner,
        body: { ProductID: id, Version: before.version, Name: 'Half-written lamp', Variants: variantsOf(cheap) },
      });
      expect([answer.status, fieldsOf(answer)]).toEqual([400, ['Variants.2.CompareAtPrice']]);
    }
    const product = await call('/Owner/CreateProduct', { token: owner, body: { Name: 'Cheap sale', Price: '10', CompareAtPrice: '10' } });
    expect([product.status, fieldsOf(product)]).toEqual([400, ['CompareAtPrice']]);
    const after = await ownerRead(owner, id);
    expect([after.name, after.version, variantFields(after)]).toEqual([before.name, before.version, variantFields(before)]);
  });

  it('weighs each line by its variant, else its product, for shipping rates by weight', async () => {
    const owner = await ownerToken('aurora');
    const id = await createLamp(owner, `variant-lamp-weight-${stamp}`);
    const [row] = await db().select({ storeId: products.storeId }).from(products).where(eq(products.id, id));
    const [small, , large] = await db().select().from(variants).where(eq(variants.productId, id)).orderBy(variants.id);
    const grams = await shipmentWeight(db(), row!.storeId, [
      { productID: id, variantID: small!.id, quantity: 2 },
      { productID: id, variantID: large!.id, quantity: 1 },
    ]);
    expect(grams).toBe(2 * 800 + 1250);
  });

  it('are kept by a copy of the product', async () => {
    const owner = await ownerToken('aurora');
    const id = await createLamp(owner, `variant-lamp-copy-${stamp}`);
    const copy = await call('/Owner/DuplicateProduct', { token: owner, body: { ProductID: id } });
    expect(variantFields(await ownerRead(owner, copy.body.data.product.productID))).toEqual(variantFields(await ownerRead(owner, id)));
  });

  it('come back as shoppers saw them from an export as a Shopify CSV imported again, which then exports the same file', async () => {
    const owner = await ownerToken('aurora');
    const handle = `variant-lamp-trip-${stamp}`;
    const id = await createLamp(owner, handle);
    const [row] = await db().select({ storeId: products.storeId }).from(products).where(eq(products.id, id));
    const exported = async () => {
      const drafts = [];
      for await (const draft of exportDrafts(db(), row!.storeId, 'active', (file) => file)) if (draft.handle === handle) drafts.push(draft);
      let text = '';
      for await (const chunk of writeProductCsv(drafts)) text += chunk;
      return text;
    };
    const token = (await guest('aurora')).accessToken;
    const seen = async () =>
      (await call(`/Catalog/GetProduct?ProductID=${id}`, { token })).body.data.variants.map((v: Any) => [
        v.name,
        v.price,
        v.compareAtPrice > v.price ? v.compareAtPrice : null,
        v.isHidePrice,
      ]);
    const weights = async () => {
      const [small, , large] = await db().select().from(variants).where(eq(variants.productId, id)).orderBy(variants.id);
      return Promise.all(
        [small!, large!].map((v) => shipmentWeight(db(), row!.storeId, [{ productID: id, variantID: v.id, quantity: 1 }])),
      );
    };
    const [shownBefore, weightsBefore, file] = [await seen(), await weights(), await exported()];
    expect(file).toContain('Weight unit for display');
    const uploaded = await call('/Owner/UploadCatalogueImport', {
      token: owner,
      body: { FileName: 'trip.csv', Base64: Buffer.from(file, 'utf8').toString('base64') },
    });
    const importID = uploaded.body.data.import.importID as number;
    const state = async () => (await call(`/Owner/CatalogueImport?ImportID=${importID}`, { token: owner })).body.data.import;
    await within(async () => (await state()).state === 'checked', 20_000);
    expect(await state()).toMatchObject({ toUpdate: 1, toCreate: 0, refused: 0 });
    await call('/Owner/StartCatalogueImport', { token: owner, body: { ImportID: importID } });
    await within(async () => (await state()).state === 'done', 20_000);
    expect(await seen()).toEqual(shownBefore);
    expect(await weights()).toEqual(weightsBefore);
    expect((await ownerRead(owner, id)).variants.map((v: Any) => v.weightUnit)).toEqual(['g', 'g', 'kg']);
    expect(await exported()).toBe(file);
  });
});
