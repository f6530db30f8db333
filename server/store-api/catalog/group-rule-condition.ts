/**
 * Which products a product group holds, as SQL over `products` (decision 100): a manual group's
 * `collection_products` rows, or a rule group's rule worked out on the products' own columns
 * (tags, brand, category and its parent, price), the same rule as `matchesGroupRule`. Values travel
 * as bind parameters; the store is the caller's condition and is repeated where a list is read.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ProductGroupRule } from '../../../src/domain/catalog/product-group-rule';
import type { Db } from '../platform/database/client';
import { categories, collectionProducts, collections, products } from './catalog.tables';

/** A group as its reads need it: its id and rule (null for a manual list). */
export interface GroupScope {
  id: number;
  rule: ProductGroupRule | null;
}

export function groupRuleCondition(webId: number, rule: ProductGroupRule): SQL {
  const tags = rule.tags.map((tag) => tag.toLowerCase());
  return and(
    eq(products.storeId, webId),
    tags.length === 0
      ? undefined
      : sql`exists (select 1 from unnest(${products.tags}) as t(tag) where lower(t.tag) in (${sql.join(
          tags.map((tag) => sql`${tag}`),
          sql`, `,
        )}))`,
    rule.brandIds.length === 0 ? undefined : inArray(products.brandId, rule.brandIds),
    rule.categoryIds.length === 0
      ? undefined
      : inArray(
          products.categoryId,
          sql`(select ${categories.id} from ${categories} where ${categories.storeId} = ${webId} and (${or(
            inArray(categories.id, rule.categoryIds),
            inArray(categories.parentId, rule.categoryIds),
          )}))`,
        ),
    rule.priceMin === null ? undefined : gte(products.price, rule.priceMin),
    rule.priceMax === null ? undefined : lte(products.price, rule.priceMax),
  )!;
}

/** The products of a group: its rule's, or its manual members'. */
export function groupCondition(webId: number, group: GroupScope): SQL {
  if (group.rule) return groupRuleCondition(webId, group.rule);
  return and(
    eq(products.storeId, webId),
    inArray(
      products.id,
      sql`(select ${collectionProducts.productId} from ${collectionProducts} where ${collectionProducts.collectionId} = ${group.id})`,
    ),
  )!;
}

/** The store's group by id, or null (another store's reads as absent). */
export async function groupScope(db: Pick<Db, 'select'>, webId: number, id: number): Promise<GroupScope | null> {
  const [row] = await db
    .select({ id: collections.id, rule: collections.rule })
    .from(collections)
    .where(and(eq(collections.storeId, webId), eq(collections.id, id)));
  return row ? { id: row.id, rule: row.rule ?? null } : null;
}

/**
 * How many products each group holds (listed only, or every status for the owner's count), by id:
 * one statement for the manual groups together and one per rule group.
 */
export async function groupProductCounts(
  db: Pick<Db, 'select'>,
  webId: number,
  groups: readonly GroupScope[],
  listedOnly: boolean,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(groups.map((group) => [group.id, 0]));
  const listed = listedOnly ? eq(products.isEnabled, true) : undefined;
  const manual = groups.filter((group) => !group.rule).map((group) => group.id);
  if (manual.length > 0) {
    const rows = await db
      .select({ id: collectionProducts.collectionId, count: sql<number>`count(*)::int` })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(and(inArray(collectionProducts.collectionId, manual), eq(products.storeId, webId), listed))
      .groupBy(collectionProducts.collectionId);
    for (const row of rows) counts.set(row.id, Number(row.count));
  }
  for (const group of groups)
    if (group.rule) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(groupRuleCondition(webId, group.rule), listed));
      counts.set(group.id, Number(row?.count ?? 0));
    }
  return counts;
}
