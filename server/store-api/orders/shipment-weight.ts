/**
 * What an order's lines weigh (grams): each line's shipping weight times its quantity, read for
 * weight-tiered rates. A variant's own weight counts, else its product's (decision 104).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { products, variants } from '../catalog/catalog.tables';

export async function shipmentWeight(
  db: Db,
  webId: number,
  lines: ReadonlyArray<{ productID: number; variantID?: number; quantity: number }>,
): Promise<number> {
  const ids = [...new Set(lines.map((line) => line.productID))];
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: products.id, grams: products.weightGrams })
    .from(products)
    .where(and(eq(products.storeId, webId), inArray(products.id, ids)));
  const grams = new Map(rows.map((row) => [row.id, row.grams]));
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantID ? [line.variantID] : [])))];
  const own =
    variantIds.length === 0 || rows.length === 0
      ? []
      : await db
          .select({ id: variants.id, productId: variants.productId, grams: variants.weightGrams })
          .from(variants)
          .where(and(inArray(variants.id, variantIds), inArray(variants.productId, [...grams.keys()])));
  const variantGrams = new Map(own.flatMap((row) => (row.grams === null ? [] : [[`${row.productId}/${row.id}`, row.grams] as const])));
  const weightOf = (line: (typeof lines)[number]) =>
    variantGrams.get(`${line.productID}/${line.variantID ?? 0}`) ?? grams.get(line.productID) ?? 0;
  return lines.reduce((sum, line) => sum + weightOf(line) * line.quantity, 0);
}
