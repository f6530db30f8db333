/**
 * The owner's catalogue calls (decision 81) on both databases: create, update with its version,
 * rename keeping a 301 from the old handle, duplicate, archive, delete, stock with its ledger (also
 * from sales and cancels), what drafts and archived products hide from shoppers, bad fields named,
 * and another store's products refused by id and by handle.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, orderLines, products, stockLedger, stores, variants } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { placeAuroraOrder } from './support/order-fixtures';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
let made = 0;

const page = (store: string, path: string) =>
  server.host.app.inject({ method: 'GET', url: path, headers: { host: `${store}.localhost:3000` } });
async function shopper(store: string) {
  const token = (await guest(store)).accessToken;
  return (path: string) => call(path, { token });
}
/** A new product of Aurora through the call, with `extra` fields. */
async function create(owner: string, extra: Record<string, unknown> = {}) {
  made += 1;
  const answer = await call('/Owner/CreateProduct', {
    token: owner,
    body: { Name: `Quokka Lamp ${made}`, Price: '25.50', SKU: `QL-${made}-${Date.now()}`, Stock: 4, Status: 'active', ...extra },
  });
  if (answer.status !== 200) throw new Error(`CreateProduct answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.product as { productID: number; handle: string; version: number; status: string };
}
const ledgerOf = (productId: number) => db().select().from(stockLedger).where(eq(stockLedger.productId, productId)).orderBy(stockLedger.id);

describe('owner product writes', () => {
  it('creates a product with options and variants, writes their stock to the ledger, and reads it back', async () => {
    const owner = await ownerToken('aurora');
    const created = await create(owner, {
      Handle: `lamp-variants-${Date.now()}`,
      Vendor: 'Quokka Works',
      ProductType: 'Lamp',
      Tags: ['light', 'desk'],
      SeoTitle: 'A lamp',
      Options: [{ Name: 'Size', Values: ['S', 'M'] }],
      Variants: [
        { SKU: `QLV-S-${Date.now()}`, Price: '25.50', Stock: 2, OptionValues: ['S'], Barcode: '0123' },
        { SKU: `QLV-M-${Date.now()}`, Price: '27', Stock: 0, OptionValues: ['M'], SellWhenOutOfStock: true },
      ],
    });
    expect(created).toMatchObject({ status: 'active', version: 1 });
    const read = (await call(`/Owner/Product?ProductID=${created.productID}`, { token: owner })).body.data;
    expect(read).toMatchObject({ vendor: 'Quokka Works', productType: 'Lamp', tags: ['light', 'desk'], seoTitle: 'A lamp', version: 1 });
    expect(read.options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
    expect(read.variants.map((v: Any) => [v.optionValues, v.stock, v.barcode, v.sellWhenOutOfStock])).toEqual([
      [['S'], 2, '0123', false],
      [['M'], 0, '', true],
    ]);
    const ledger = await ledgerOf(created.productID);
    expect(ledger.map((row) => [row.delta, row.quantityAfter, row.reason, row.ownerId !== null])).toEqual([[2, 2, 'manual', true]]);
    // Shoppers see it with its variants.
    const product = (await (await shopper('aurora'))(`/Catalog/GetProduct?ProductID=${created.productID}`)).body.data;
    expect(product.variants).toHaveLength(2);
  });

  it('refuses an update from an old version with 409 and keeps the product as it was', async () => {
    const owner = await ownerToken('aurora');
    const created = await create(owner);
    const first = await call('/Owner/UpdateProduct', {
      token: owner,
      body: { ProductID: created.productID, Version: 1, Name: 'Renamed lamp' },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.product.version).toBe(2);
    const stale = await call('/Owner/UpdateProduct', {
      token: owner,
      body: { ProductID: created.productID, Version: 1, Name: 'Lost edit' },
    });
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toEqual(['Version']);
    const [row] = await db().select().from(products).where(eq(products.id, created.productID));
    expect([row!.name, row!.version]).toEqual(['Renamed lamp', 2]);
  });

  it('renames a handle: the old address answers 301 to the new one, and a new product may take the old handle', async () => {
    const owner = await ownerToken('aurora');
    const oldHandle = `lamp-old-${Date.now()}`;
    const created = await create(owner, { Handle: oldHandle });
    const newHandle = `${oldHandle}-new`;
    const renamed = await call('/Owner/UpdateProduct', {
      token: owner,
      body: { ProductID: created.productID, Version: 1, Handle: newHandle },
    });
    expect(renamed.body.data.product.handle).toBe(newHandle);
    const moved = await page('aurora', `/${oldHandle}?ref=mail`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${newHandle}?ref=mail`);
    expect((await page('aurora', `/${newHandle}`)).statusCode).toBe(200);
    // Another store's visitors never follow Aurora's old handle.
    expect((await page('nordic', `/${oldHandle}`)).statusCode).toBe(404);
    const taker = await create(owner, { Handle: oldHandle });
    expect(taker.handle).toBe(oldHandle);
    expect((await page('aurora', `/${oldHandle}`)).statusCode).toBe(200);
  });

  it('duplicates as a draft at <handle>-copy without SKUs or stock, archives, and deletes keeping what orders sold', async () => {
    const owner = await ownerToken('aurora');
    const created = await create(owner, { Handle: `lamp-dup-${Date.now()}` });
    const copy = (await call('/Owner/DuplicateProduct', { token: owner, body: { ProductID: created.productID } })).body.data.product;
    expect(copy).toMatchObject({ handle: `${created.handle}-copy`, status: 'draft' });
    const again = (await call('/Owner/DuplicateProduct', { token: owner, body: { ProductID: created.productID } })).body.data.product;
    expect(again.handle).toBe(`${created.handle}-copy-2`);
    // A handle made from a name the store uses already gets a number.
    const named = async () =>
      (await call('/Owner/CreateProduct', { token: owner, body: { Name: 'Élan Vase!', Price: '5' } })).body.data.product;
    const [first, second] = [await named(), await named()];
    expect([first.handle, second.handle, first.status]).toEqual(['elan-vase', 'elan-vase-2', 'draft']);
    const [copied] = await db().select().from(products).where(eq(products.id, copy.productID));
    expect([copied!.sku, copied!.stock, copied!.name]).toEqual(['', 0, `Copy of Quokka Lamp ${made}`]);

    const archived = await call('/Owner/ArchiveProduct', { token: owner, body: { ProductID: copy.productID } });
    expect(archived.body.data.product).toMatchObject({ status: 'archived', version: 2 });

    const order = await placeAuroraOrder(server, call, (await guest('aurora')).accessToken);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.orderID));
    const deleted = await call('/Owner/DeleteProduct', { token: owner, body: { ProductID: line!.productId } });
    expect(deleted.status).toBe(200);
    const owned = (await call(`/Owner/Order?OrderID=${order.orderID}`, { token: owner })).body.data;
    expect(JSON.stringify(owned)).toContain(line!.itemName);
    // A cart naming it reports the line as no longer there ('Item Removed').
    const cart = (await (await shopper('aurora'))(`/Cart/GetCart?CartCodes=${line!.productId}_1_0_`)).body.data;
    expect(cart.data.map((item: Any) => item.status)).not.toContain('ok');
    expect((await call('/Owner/DeleteProduct', { token: owner, body: { ProductID: line!.productId } })).status).toBe(404);
  });

  it('sets stock with a reason into the ledger; sales and cancels write it too', async () => {
    const owner = await ownerToken('aurora');
    const created = await create(owner);
    const set = await call('/Owner/SetProductStock', {
      token: owner,
      body: { ProductID: created.productID, Quantity: 10, Reason: 'import' },
    });
    expect(set.body.data).toMatchObject({ quantity: 10, delta: 6 });
    expect((await call('/Owner/SetProductStock', { token: owner, body: { ProductID: created.productID, Quantity: -1 } })).status).toBe(400);
    const history = (await call(`/Owner/Product?ProductID=${created.productID}`, { token: owner })).body.data.stockHistory;
    expect(history.map((move: Any) => [move.reason, move.delta, move.quantityAfter])).toEqual([
      ['import', 6, 10],
      ['manual', 4, 4],
    ]);

    const order = await placeAuroraOrder(server, call, (await guest('aurora')).accessToken);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.orderID));
    const sale = await db()
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, order.orderID), eq(stockLedger.reason, 'sale')));
    expect(sale.map((row) => [row.productId, row.delta, row.ownerId])).toEqual([[line!.productId, -line!.quantity, null]]);
    const cancelled = await call('/Owner/SetOrderStatus', {
      token: owner,
      body: { OrderID: order.orderID, Status: 'Cancelled', Note: '' },
    });
    expect(cancelled.status).toBe(200);
    const back = await db()
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, order.orderID), eq(stockLedger.reason, 'cancel')));
    expect(back.map((row) => [row.delta, row.quantityAfter - sale[0]!.quantityAfter, row.ownerId !== null])).toEqual([
      [line!.quantity, line!.quantity, true],
    ]);
  });

  it('names the bad field in a 400: a used handle or SKU, negative stock, too many decimals, an unknown category, too many options or variants', async () => {
    const owner = await ownerToken('aurora');
    const existing = await create(owner);
    const [used] = await db().select().from(products).where(eq(products.id, existing.productID));
    const [foreign] = await db()
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(stores, eq(stores.id, categories.storeId))
      .where(eq(stores.name, 'nordic'))
      .limit(1);
    const foreignCategory = foreign!.id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Handle: used!.slug }, 'Handle'],
      [{ Handle: 'dresses' }, 'Handle'],
      [{ SKU: used!.sku }, 'SKU'],
      [{ Stock: -1 }, 'Stock'],
      [{ Price: '10.123' }, 'Price'],
      [{ CategoryID: foreignCategory }, 'CategoryID'],
      [{ Options: [1, 2, 3, 4].map((n) => ({ Name: `O${n}`, Values: ['a'] })) }, 'Options'],
      [{ Variants: Array.from({ length: 101 }, (_, n) => ({ Price: '1', OptionValues: [`v${n}`] })) }, 'Variants'],
    ];
    for (const [extra, field] of cases) {
      const answer = await call('/Owner/CreateProduct', { token: owner, body: { Name: 'Bad lamp', Price: '1', ...extra } });
      expect([answer.status, fieldsOf(answer)], JSON.stringify(extra)).toEqual([400, [field]]);
    }
    const variantSku = await call('/Owner/CreateProduct', {
      token: owner,
      body: {
        Name: 'Twin',
        Price: '1',
        Options: [{ Name: 'Size', Values: ['S', 'M'] }],
        Variants: [{ SKU: used!.sku, Price: '1', OptionValues: ['S'] }],
      },
    });
    expect([variantSku.status, fieldsOf(variantSku)]).toEqual([400, ['SKU']]);
  });

  it("refuses another store's product by id and never writes it; its handle and SKU stay free for this store", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const auroras = await create(aurora, { Handle: `shared-handle-${Date.now()}` });
    for (const [path, body] of [
      ['/Owner/UpdateProduct', { ProductID: auroras.productID, Version: 1, Name: 'Taken over' }],
      ['/Owner/DuplicateProduct', { ProductID: auroras.productID }],
      ['/Owner/ArchiveProduct', { ProductID: auroras.productID }],
      ['/Owner/DeleteProduct', { ProductID: auroras.productID }],
      ['/Owner/SetProductStock', { ProductID: auroras.productID, Quantity: 0 }],
    ] as const) {
      expect((await call(path, { token: nordic, body })).status, path).toBe(404);
    }
    expect((await call(`/Owner/Product?ProductID=${auroras.productID}`, { token: nordic })).status).toBe(404);
    // A product with variants too: the refusal says nothing of how it keeps its stock.
    const [withVariants] = await db()
      .select({ productId: variants.productId })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(stores.name, 'aurora'))
      .limit(1);
    const foreignStock = await call('/Owner/SetProductStock', { token: nordic, body: { ProductID: withVariants!.productId, Quantity: 0 } });
    expect([foreignStock.status, fieldsOf(foreignStock)]).toEqual([404, ['ProductID']]);
    const [row] = await db().select().from(products).where(eq(products.id, auroras.productID));
    expect([row!.name, row!.version, row!.stock, row!.status]).toEqual([`Quokka Lamp ${made}`, 1, 4, 'active']);
    // The same handle and SKU in another store are that store's own.
    const nordics = await call('/Owner/CreateProduct', {
      token: nordic,
      body: { Name: 'Twin', Price: '1', Handle: auroras.handle, SKU: row!.sku },
    });
    expect(nordics.status).toBe(200);
    expect((await page('nordic', `/${auroras.handle}`)).statusCode).toBe(404); // a draft there
    const list = (await call(`/Owner/Products?Search=${auroras.handle}`, { token: nordic })).body.data;
    expect(list.items.map((item: Any) => item.productID)).toEqual([nordics.body.data.product.productID]);
  });
});

describe('what shoppers see of drafts and archived products', () => {
  it('lists, searches, suggests, maps, compares and shows only active products; the owner lists all by status', async () => {
    const owner = await ownerToken('aurora');
    const word = `zebracorn${Date.now()}`;
    const [draft, archived, active] = [
      await create(owner, { Name: `${word} draft`, Status: 'draft' }),
      await create(owner, { Name: `${word} archived`, Status: 'active' }),
      await create(owner, { Name: `${word} active`, Status: 'active' }),
    ];
    await call('/Owner/ArchiveProduct', { token: owner, body: { ProductID: archived.productID } });
    const hidden = [draft.productID, archived.productID];
    const visit = await shopper('aurora');

    const listed = (await visit(`/Catalog/GetListing?Scope=search&Keyword=${word}`)).body.data;
    expect(listed.products.map((p: Any) => p.productID)).toEqual([active.productID]);
    // The whole shop, newest first: the active one leads, the two made before it are not listed.
    const shop = (await visit('/Catalog/GetListing?Scope=all&PageSize=48&Sort=7')).body.data;
    const shopIds = shop.products.map((p: Any) => p.productID);
    expect(shopIds[0]).toBe(active.productID);
    for (const id of hidden) expect(shopIds).not.toContain(id);
    const suggested = (await visit(`/Catalog/Suggest?Keyword=${word}`)).body.data;
    expect(JSON.stringify(suggested)).toContain(active.handle);
    for (const product of [draft, archived]) expect(JSON.stringify(suggested)).not.toContain(`"/${product.handle}"`);
    const sitemap = (await visit('/Catalog/GetSitemap')).body.data.entries.map((entry: Any) => entry.loc);
    expect(sitemap).toContain(`/${active.handle}`);
    for (const product of [draft, archived]) expect(sitemap).not.toContain(`/${product.handle}`);
    const compared = (await visit(`/Catalog/GetCompareProducts?IDs=${[...hidden, active.productID].join(',')}`)).body.data;
    expect(compared.map((p: Any) => p.productID)).toEqual([active.productID]);
    for (const product of [draft, archived]) {
      expect((await visit(`/Catalog/GetProduct?ProductID=${product.productID}`)).status).toBe(404);
      const shown = await page('aurora', `/${product.handle}`);
      expect(shown.statusCode).toBe(404);
      // No structured data names it: the page is the not-found page.
      expect(shown.body).not.toContain(`${word} `);
    }
    const activePage = await page('aurora', `/${active.handle}`);
    expect(activePage.statusCode).toBe(200);
    expect(activePage.body).toContain('application/ld+json');

    const drafts = (await call(`/Owner/Products?Search=${word}&Status=draft`, { token: owner })).body.data;
    expect(drafts.items.map((item: Any) => item.productID)).toEqual([draft.productID]);
    const all = (await call(`/Owner/Products?Search=${word}`, { token: owner })).body.data;
    expect(all.total).toBe(3);
  });
});
