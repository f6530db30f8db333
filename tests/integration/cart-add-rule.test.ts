/**
 * One table of cases for whether, and how many of, a line a store sells (decision 42): the
 * domain's rule (priceLine, cart-pricing.ts) and the signed-in add's one statement, which restates
 * it in SQL (cart-add-statement.ts), must agree, so each case runs through both against the same
 * catalogue rows (PGlite, or PostgreSQL with TEST_DATABASE_URL) and both must give the expected
 * quantity (0: the line is refused).
 */
import { describe, expect, it } from 'vitest';
import { addInOneStatement } from '../../server/store-api/cart/cart-add-statement';
import { addons, products, stores, variants } from '../../server/store-api/db/schema';
import { CART_LINE_STATUS, priceLine } from '../../src/domain/cart/cart-pricing';
import type { CartLine } from '../../src/domain/cart/cart-code';
import { MAX_QUANTITY } from '../../src/domain/cart/quantity';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

interface RuleCase {
  name: string;
  product?: { enabled?: boolean; hidePrice?: boolean; stock?: number; variantStocks?: number[]; addons?: number; otherStore?: boolean };
  /** Which variant the line names: none (0), the product's first, or one of another product. */
  variant?: 'none' | 'first' | 'foreign';
  /** Which add-ons the line names: the product's own, or its own and one of another product. */
  addons?: 'none' | 'offered' | 'one-foreign';
  /** Already in the cart before this add (merged with it). */
  before?: number;
  quantity: number;
  /** The quantity the line has afterwards; 0 when the store does not sell it. */
  expected: number;
}

const CASES: RuleCase[] = [
  { name: 'a plain product in stock', product: { stock: 5 }, quantity: 2, expected: 2 },
  { name: 'capped by stock', product: { stock: 3 }, quantity: 5, expected: 3 },
  { name: 'merged with the line in the cart, capped by stock', product: { stock: 4 }, before: 3, quantity: 3, expected: 4 },
  { name: 'out of stock', product: { stock: 0 }, quantity: 1, expected: 0 },
  { name: 'negative stock', product: { stock: -2 }, quantity: 1, expected: 0 },
  {
    name: 'capped at the most one order takes',
    product: { stock: MAX_QUANTITY + 50 },
    quantity: MAX_QUANTITY,
    before: 10,
    expected: MAX_QUANTITY,
  },
  { name: 'a disabled product', product: { enabled: false, stock: 5 }, quantity: 1, expected: 0 },
  { name: 'a product sold on request', product: { hidePrice: true, stock: 5 }, quantity: 1, expected: 0 },
  { name: 'another store’s product', product: { otherStore: true, stock: 5 }, quantity: 1, expected: 0 },
  { name: 'a product with variants added without one', product: { variantStocks: [5] }, variant: 'none', quantity: 1, expected: 0 },
  { name: 'a variant in stock', product: { variantStocks: [6, 0] }, variant: 'first', quantity: 4, expected: 4 },
  { name: 'a variant capped by its own stock', product: { stock: 50, variantStocks: [2] }, variant: 'first', quantity: 4, expected: 2 },
  { name: 'a variant out of stock', product: { stock: 50, variantStocks: [0, 9] }, variant: 'first', quantity: 1, expected: 0 },
  { name: 'another product’s variant', product: { variantStocks: [5] }, variant: 'foreign', quantity: 1, expected: 0 },
  { name: 'a variant on a product without variants', product: { stock: 5 }, variant: 'foreign', quantity: 1, expected: 0 },
  { name: 'its own add-ons', product: { stock: 5, addons: 2 }, addons: 'offered', quantity: 1, expected: 1 },
  { name: 'an add-on it does not offer', product: { stock: 5, addons: 1 }, addons: 'one-foreign', quantity: 1, expected: 0 },
];

let made = 0;
/** A product of its own per case (other cases' adds never touch it), and the line the case adds. */
async function arrange(rule: RuleCase): Promise<{ webId: number; line: CartLine }> {
  const db = server.host.database!.db;
  const [own, other] = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(2);
  const spec = rule.product ?? {};
  const insertProduct = async (storeId: number, stock: number, enabled = true, hidePrice = false) => {
    made += 1;
    const [row] = await db
      .insert(products)
      .values({
        storeId,
        name: `Rule ${made}`,
        slug: `rule-${made}`,
        sku: `RULE-${made}`,
        price: '10.00',
        stock,
        status: enabled ? 'active' : 'draft',
        isHidePrice: hidePrice,
      })
      .returning({ id: products.id });
    return row!.id;
  };
  const productId = await insertProduct(
    spec.otherStore ? other!.id : own!.id,
    spec.stock ?? 0,
    spec.enabled ?? true,
    spec.hidePrice ?? false,
  );
  const variantIds: number[] = [];
  for (const [index, stock] of (spec.variantStocks ?? []).entries()) {
    const [row] = await db
      .insert(variants)
      .values({ productId, sku: `RULE-${made}-${index}`, name: `Size ${index}`, price: '10.00', stock })
      .returning({ id: variants.id });
    variantIds.push(row!.id);
  }
  const addonIds: number[] = [];
  for (let index = 0; index < (spec.addons ?? 0); index += 1) {
    const [row] = await db
      .insert(addons)
      .values({ productId, name: `Wrap ${index}`, price: '1.00' })
      .returning({ id: addons.id });
    addonIds.push(row!.id);
  }
  const foreignProduct = await insertProduct(own!.id, 5);
  const [foreignVariant] = await db
    .insert(variants)
    .values({ productId: foreignProduct, sku: `RULE-${made}-f`, name: 'Foreign', price: '10.00', stock: 5 })
    .returning({ id: variants.id });
  const [foreignAddon] = await db
    .insert(addons)
    .values({ productId: foreignProduct, name: 'Foreign', price: '1.00' })
    .returning({ id: addons.id });
  const variantID = rule.variant === 'first' ? variantIds[0]! : rule.variant === 'foreign' ? foreignVariant!.id : 0;
  const addonIDs = rule.addons === 'offered' ? addonIds : rule.addons === 'one-foreign' ? [...addonIds, foreignAddon!.id] : [];
  return { webId: own!.id, line: { productID: productId, variantID, addonIDs, quantity: rule.quantity } };
}

/** The domain's verdict: the quantity priceLine keeps for the line (0 when it refuses it). */
function domainQuantity(priced: ReturnType<typeof priceLine>): number {
  const { status, quantity } = priced.item;
  return status === CART_LINE_STATUS.ok || status === CART_LINE_STATUS.lessStock ? quantity : 0;
}

describe('the sellable-line rule, in the domain and in the one-statement add', () => {
  it.each(CASES)('$name', async (rule) => {
    const db = server.host.database!.db;
    const { webId, line } = await arrange(rule);
    const owner = { webId, customerId: `rule-${made}` };
    if (rule.before) {
      const first = await addInOneStatement(db, owner, `before-${made}`, 'h', { ...line, quantity: rule.before }, null);
      expect(first.kind).toBe('applied');
    }
    const result = await addInOneStatement(db, owner, `add-${made}`, 'h', line, null);
    if (result.kind !== 'applied') throw new Error(`the statement answered ${result.kind}`);
    const inCart = result.lines.find((kept) => kept.productID === line.productID && kept.variantID === line.variantID)?.quantity ?? 0;
    const domain = domainQuantity(priceLine(line, result.catalog.get(line.productID), inCart + line.quantity));
    expect({ statement: result.written?.quantity ?? 0, domain }).toEqual({ statement: rule.expected, domain: rule.expected });
  });
});
