/** What an order's lines weigh (grams): each product's shipping weight times its quantity, read for weight-tiered rates. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { products } from '../catalog/catalog.tables';

export async function shipmentWeight(
  db: Db,
  webId: number,
  lines: ReadonlyArray<{ productID: number; quantity: number }>,
): Promise<number> {
  const ids = [...new Set(lines.map((line) => line.productID))];
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: products.id, grams: products.weightGrams })
    .from(products)
    .where(and(eq(products.storeId, webId), inArray(products.id, ids)));
  const grams = new Map(rows.map((row) => [row.id, row.grams]));
  return lines.reduce((sum, line) => sum + (grams.get(line.productID) ?? 0) * line.quantity, 0);
}
