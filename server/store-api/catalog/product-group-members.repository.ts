/**
 * A product's manual product groups, as the owner ticks them in the product editor (decision 100), and
 * a manual group's products in the order the owner gives them (decision 107). Rule groups are never
 * written here: their members are worked out from the rule.
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { GroupProductWire } from '../../../src/contracts/owner-catalogue-lists.contract';
import type { Db } from '../platform/database/client';
import { collectionProducts, collections, productImages, products } from './catalog.tables';

/** The store's manual groups holding the product, by id. */
export async function manualGroupsOf(db: Pick<Db, 'select'>, storeId: number, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: collections.id })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(and(eq(collectionProducts.productId, productId), eq(collections.storeId, storeId), isNull(collections.rule)))
    .orderBy(collections.id);
  return rows.map((row) => row.id);
}

/** Why each of `ids` cannot hold products by hand, by its index: another store's (or none), or a rule group. */
export async function groupIdProblem(tx: Db, storeId: number, ids: readonly number[]): Promise<{ index: number; message: string } | null> {
  if (ids.length === 0) return null;
  const rows = await tx
    .select({ id: collections.id, ruled: sql<boolean>`${collections.rule} is not null` })
    .from(collections)
    .where(and(eq(collections.storeId, storeId), inArray(collections.id, [...ids])));
  const known = new Map(rows.map((row) => [row.id, row.ruled]));
  for (const [index, id] of ids.entries()) {
    if (!known.has(id)) return { index, message: 'No such product group in this store' };
    if (known.get(id))
      return { index, message: 'This group is worked out by its rule: products join it by their tags, brand, category or price' };
    if (ids.indexOf(id) !== index) return { index, message: 'This group is named twice' };
  }
  return null;
}

/** Makes the product a member of exactly `ids` (checked: the store's manual groups); a new membership goes last. */
export async function setManualGroups(tx: Db, productId: number, ids: readonly number[]): Promise<void> {
  await tx
    .delete(collectionProducts)
    .where(
      and(eq(collectionProducts.productId, productId), ids.length > 0 ? notInArray(collectionProducts.collectionId, [...ids]) : undefined),
    );
  for (const id of ids)
    await tx
      .insert(collectionProducts)
      .values({
        collectionId: id,
        productId,
        position: sql`(select coalesce(max(${collectionProducts.position}), -1) + 1 from ${collectionProducts} where ${collectionProducts.collectionId} = ${id})`,
      })
      .onConflictDoNothing();
}

/** A hand-picked group's products in the owner's order (the caller has checked the group is the store's). */
export async function groupMembers(db: Pick<Db, 'select'>, storeId: number, groupId: number): Promise<GroupProductWire[]> {
  const rows = await db
    .select({
      productID: products.id,
      name: products.name,
      handle: products.slug,
      status: products.status,
      thumbnailFile: sql<
        string | null
      >`(select ${productImages.thumbnailFile} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position}, ${productImages.id} limit 1)`,
    })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(eq(collectionProducts.collectionId, groupId), eq(products.storeId, storeId)))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  return rows.map((row) => ({ ...row, thumbnailFile: row.thumbnailFile ?? '' }));
}

/** A hand-picked group's product ids in the owner's order: what a reorder checks the owner's list against. */
export async function groupMemberIds(db: Pick<Db, 'select'>, storeId: number, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ productID: products.id })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(and(eq(collectionProducts.collectionId, groupId), eq(products.storeId, storeId)))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  return rows.map((row) => row.productID);
}

/** Writes the group's order: positions 0, 1, 2… in the order given (every member, checked by the caller). */
export async function setGroupOrder(tx: Db, groupId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  // One statement for the whole order: a long list is not one round trip per product.
  const order = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`update ${collectionProducts} set position = o.position - 1
    from unnest(${order}) with ordinality as o(product_id, position)
    where ${collectionProducts.collectionId} = ${groupId} and ${collectionProducts.productId} = o.product_id`);
}
