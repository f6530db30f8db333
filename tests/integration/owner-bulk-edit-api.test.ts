/**
 * The bulk editor's calls (decision 92): the chosen products' variants as rows, one save of many
 * prices, compare-at prices and stock counts that shoppers see at once and the stock history keeps,
 * and every refusal (a bad cell, another store's product, a stale version or stock, too many rows)
 * naming its row's field and writing nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stockLedger, variants } from '../../server/store-api/db/schema';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { call, guest, ownerToken } = identityCalls(server);
const db = () => server.host.database!.db;
let made = 0;

/** A product of the store with two sizes (or none), through the owner's call. */
async function create(owner: string, withSizes = true) {
  made += 1;
  const stamp = `${made}-${Date.now()}`;
  const sizes = withSizes
    ? {
        Options: [{ Name: 'Size', Values: ['S', 'M'] }],
        Variants: [
          { SKU: `BK-S-${stamp}`, Price: '20.00', Stock: 3, OptionValues: ['S'] },
          { SKU: `BK-M-${stamp}`, Price: '22.00', Stock: 5, OptionValues: ['M'] },
        ],
      }
    : { Stock: 7 };
  const answer = await call('/Owner/CreateProduct', {
    token: owner,
    body: { Name: `Bulk Mug ${stamp}`, Price: '20.00', SKU: `BK-${stamp}`, Status: 'active', ...sizes },
  });
  if (answer.status !== 200) throw new Error(`CreateProduct answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.product.productID as number;
}
const rowsOf = async (owner: string, ids: number[]) =>
  (await call(`/Owner/BulkVariants?ProductIDs=${ids.join(',')}`, { token: owner })).body.data.rows as Any[];
/** What a shopper, the owner and the ledger read of the products now. */
async function snapshot(ids: number[]) {
  const productRows = await db().select().from(products).where(inArray(products.id, ids)).orderBy(products.id);
  const variantRows = await db().select().from(variants).where(inArray(variants.productId, ids)).orderBy(variants.id);
  const ledger = await db().select().from(stockLedger).where(inArray(stockLedger.productId, ids));
  return JSON.stringify({ productRows, variantRows, ledger: ledger.length });
}

describe('the bulk editor', () => {
  it('reads the chosen products as rows and saves many prices and stock counts at once, into the stock history', async () => {
    const owner = await ownerToken('aurora');
    const [sized, plain] = [await create(owner), await create(owner, false)];
    const rows = await rowsOf(owner, [sized, plain]);
    expect(rows.map((row) => [row.productID, row.variantName, row.priceCents, row.stock])).toEqual([
      [plain, '', 2000, 7],
      [sized, 'S', 2000, 3],
      [sized, 'M', 2200, 5],
    ]);
    const [plainRow, small, medium] = rows;
    const saved = await call('/Owner/BulkUpdateVariants', {
      token: owner,
      body: {
        Changes: [
          { ProductID: sized, VariantID: small.variantID, Version: small.version, PriceCents: 1850, Stock: 10, StockWas: 3 },
          { ProductID: sized, VariantID: medium.variantID, Version: medium.version, CompareAtCents: 2500 },
          { ProductID: plain, VariantID: 0, Version: plainRow.version, PriceCents: 1999, CompareAtCents: null, Stock: 0 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ products: 2, rows: 2, stockMoves: 2 });
    const after = await rowsOf(owner, [sized, plain]);
    expect(after.map((row) => [row.priceCents, row.compareAtCents, row.stock, row.version])).toEqual([
      [1999, null, 0, 2],
      [1850, 2500, 10, 2],
      [2200, 2500, 5, 2],
    ]);
    // Listings show a product with variants at its lowest price.
    const [sizedRow] = await db().select().from(products).where(eq(products.id, sized));
    expect(sizedRow!.price).toBe('18.50');
    // Shoppers see the new prices at once (the product page's cache was told).
    const visitor = (await guest('aurora')).accessToken;
    const page = (await call(`/Catalog/GetProduct?ProductID=${sized}`, { token: visitor })).body.data;
    expect(JSON.stringify(page)).toContain('18.5');
    // The History dialog reads each stock change as a manual one by the owner, noted "Bulk edit".
    const history = (await call(`/Owner/StockHistory?ProductID=${sized}&VariantID=${small.variantID}`, { token: owner })).body.data.items;
    expect(history[0]).toMatchObject({
      reason: 'manual',
      delta: 7,
      quantityAfter: 10,
      note: 'Bulk edit',
      ownerEmail: 'owner@aurora.example',
    });
    // An editor still open on the old version is refused rather than writing the old prices back.
    const stale = await call('/Owner/UpdateProduct', { token: owner, body: { ProductID: sized, Version: 1, Name: 'Old form' } });
    expect(stale.status).toBe(409);
  });

  it('refuses a bad cell with a 400 naming it, and writes none of the good ones', async () => {
    const owner = await ownerToken('aurora');
    const sized = await create(owner);
    const [small, medium] = await rowsOf(owner, [sized]);
    const before = await snapshot([sized]);
    const good = { ProductID: sized, VariantID: small.variantID, Version: small.version, PriceCents: 100, Stock: 1 };
    for (const [bad, field] of [
      [{ PriceCents: -1 }, 'Changes.1.PriceCents'],
      [{ PriceCents: 12.5 }, 'Changes.1.PriceCents'],
      [{ Stock: -3 }, 'Changes.1.Stock'],
      [{ CompareAtCents: 'ten' }, 'Changes.1.CompareAtCents'],
    ] as const) {
      const answer = await call('/Owner/BulkUpdateVariants', {
        token: owner,
        body: { Changes: [good, { ProductID: sized, VariantID: medium.variantID, Version: medium.version, ...bad }] },
      });
      expect(answer.status, field).toBe(400);
      expect(fieldsOf(answer)).toEqual([field]);
    }
    // A rule the database decides comes after the first row's write: still nothing is kept.
    const unknownVariant = await call('/Owner/BulkUpdateVariants', {
      token: owner,
      body: { Changes: [good, { ProductID: sized, VariantID: 2_000_000_000, Version: small.version, Stock: 2 }] },
    });
    expect([unknownVariant.status, fieldsOf(unknownVariant)]).toEqual([404, ['Changes.1.VariantID']]);
    const staleStock = await call('/Owner/BulkUpdateVariants', {
      token: owner,
      body: { Changes: [good, { ProductID: sized, VariantID: medium.variantID, Version: medium.version, Stock: 9, StockWas: 4 }] },
    });
    expect([staleStock.status, fieldsOf(staleStock)]).toEqual([409, ['Changes.1.Stock']]);
    const twice = await call('/Owner/BulkUpdateVariants', { token: owner, body: { Changes: [good, good] } });
    expect([twice.status, fieldsOf(twice)]).toEqual([400, ['Changes.1.VariantID']]);
    const tooMany = await call('/Owner/BulkUpdateVariants', { token: owner, body: { Changes: Array.from({ length: 501 }, () => good) } });
    expect([tooMany.status, fieldsOf(tooMany)]).toEqual([400, ['Changes']]);
    expect(await snapshot([sized])).toBe(before);
  });

  it("never reads or writes another store's products, and keeps this store's rows as they were", async () => {
    const aurora = await ownerToken('aurora');
    const nordic = await ownerToken('nordic');
    const auroras = await create(aurora);
    const [row] = await rowsOf(aurora, [auroras]);
    expect(await rowsOf(nordic, [auroras])).toEqual([]);
    const nordics = await create(nordic, false);
    const [own] = await rowsOf(nordic, [nordics]);
    const before = await snapshot([auroras, nordics]);
    const foreign = await call('/Owner/BulkUpdateVariants', {
      token: nordic,
      body: {
        Changes: [
          { ProductID: nordics, VariantID: 0, Version: own.version, PriceCents: 1 },
          { ProductID: auroras, VariantID: row.variantID, Version: row.version, PriceCents: 1, Stock: 0 },
        ],
      },
    });
    expect([foreign.status, fieldsOf(foreign)]).toEqual([404, ['Changes.1.ProductID']]);
    expect(await snapshot([auroras, nordics])).toBe(before);
  });

  it('says when the choice has more rows than one edit takes', async () => {
    const owner = await ownerToken('aurora');
    const answer = (await call('/Owner/BulkVariants?Status=all', { token: owner })).body.data;
    expect(answer.limit).toBe(500);
    expect(answer.rows.length).toBeLessThanOrEqual(500);
    expect(answer.truncated).toBe(answer.total > answer.rows.length);
    const bad = await call('/Owner/BulkVariants?ProductIDs=1,x', { token: owner });
    expect([bad.status, fieldsOf(bad)]).toEqual([400, ['ProductIDs']]);
  });
});
