/**
 * The store's categories, brands and product groups (`collections`) as the owner lists and writes
 * them (decision 92), every statement scoped by the store: another store's id reads as absent. One
 * description of each kind's table (KINDS) serves the three, so their rules cannot drift apart.
 */
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { CatalogueListItemWire, CatalogueListKind, ProductGroupRuleWire } from '../../../src/contracts/owner-catalogue-lists.contract';
import type { ProductGroupRule } from '../../../src/domain/catalog/product-group-rule';
import type { Db } from '../platform/database/client';
import { brands, categories, collectionProducts, collections } from './catalog.tables';
import { groupProductCounts } from './group-rule-condition';

type ListTable = typeof categories | typeof brands | typeof collections;

interface Kind {
  table: ListTable;
  /** How many products use the row `id` (an SQL of the row's id column). */
  usage: (id: SQL) => SQL<number>;
  order: SQL[];
}

const countOf = (from: SQL) => sql<number>`(select count(*)::int from ${from})`;

export const KINDS: Record<CatalogueListKind, Kind> = {
  category: {
    table: categories,
    usage: (id) => countOf(sql`products p where p.category_id = ${id}`),
    order: [sql`${categories.position}`, sql`${categories.id}`],
  },
  brand: {
    table: brands,
    usage: (id) => countOf(sql`products p where p.brand_id = ${id}`),
    order: [sql`lower(${brands.name})`, sql`${brands.id}`],
  },
  group: {
    table: collections,
    usage: (id) => countOf(sql`collection_products cp where cp.collection_id = ${id}`),
    order: [sql`lower(${collections.name})`, sql`${collections.id}`],
  },
};

type Row = Record<string, unknown> & { id: number; name: string; slug: string; productCount: number };

function wireOf(kind: CatalogueListKind, row: Row): CatalogueListItemWire {
  const meta = (row.meta ?? {}) as { metaTitle?: string; metaDesc?: string };
  return {
    id: row.id,
    name: row.name,
    handle: row.slug,
    parentID: kind === 'category' ? ((row.parentId as number | null) ?? null) : null,
    imageFile: String((kind === 'brand' ? row.logoFile : row.imageFile) ?? ''),
    description: String(row.description ?? ''),
    seoTitle: meta.metaTitle ?? '',
    seoDescription: meta.metaDesc ?? '',
    productCount: Number(row.productCount),
    rule: kind === 'group' ? ruleWire((row.rule ?? null) as ProductGroupRule | null) : null,
  };
}

const ruleWire = (rule: ProductGroupRule | null): ProductGroupRuleWire | null =>
  rule && {
    tags: rule.tags,
    brandIDs: rule.brandIds,
    categoryIDs: rule.categoryIds,
    priceMin: rule.priceMin,
    priceMax: rule.priceMax,
  };

export async function listOf(db: Db, kind: CatalogueListKind, storeId: number, ids?: number[]): Promise<CatalogueListItemWire[]> {
  const { table, usage, order } = KINDS[kind];
  const where = ids ? and(eq(table.storeId, storeId), inArray(table.id, ids)) : eq(table.storeId, storeId);
  const rows = (await db
    .select({ ...getTableColumns(table as typeof categories), productCount: usage(sql`${table.id}`) })
    .from(table)
    .where(where)
    .orderBy(...order)) as Row[];
  if (kind === 'group') {
    // A rule group holds what its rule finds now, of every status, as a manual list counts its members (decision 100).
    const ruled = rows.filter((row) => row.rule).map((row) => ({ id: row.id, rule: row.rule as ProductGroupRule }));
    const counts = await groupProductCounts(db, storeId, ruled, false);
    for (const row of rows) if (counts.has(row.id)) row.productCount = counts.get(row.id)!;
  }
  return rows.map((row) => wireOf(kind, row));
}

/** The row, locked for the write, or null when the store has none with that id. */
export async function rowForUpdate(tx: Db, kind: CatalogueListKind, storeId: number, id: number): Promise<Row | null> {
  const { table, usage } = KINDS[kind];
  const [row] = (await tx
    .select({ id: table.id, name: table.name, slug: table.slug, productCount: usage(sql`${table.id}`) } as never)
    .from(table)
    .where(and(eq(table.storeId, storeId), eq(table.id, id)))
    .for('update', { of: table })) as Row[];
  return row ?? null;
}

export async function insertRow(tx: Db, kind: CatalogueListKind, storeId: number, values: Record<string, unknown>): Promise<number> {
  const { table } = KINDS[kind];
  const [row] = await tx
    .insert(table)
    .values({ ...values, storeId } as never)
    .returning({ id: table.id });
  return row!.id;
}

export async function updateRow(
  tx: Db,
  kind: CatalogueListKind,
  storeId: number,
  id: number,
  values: Record<string, unknown>,
): Promise<void> {
  const { table } = KINDS[kind];
  await tx
    .update(table)
    .set(values as never)
    .where(and(eq(table.storeId, storeId), eq(table.id, id)));
}

export async function deleteRow(tx: Db, kind: CatalogueListKind, storeId: number, id: number): Promise<void> {
  const { table } = KINDS[kind];
  await tx.delete(table).where(and(eq(table.storeId, storeId), eq(table.id, id)));
}

/** The store's categories' parents, for the tree's checks: id to parent id. */
export async function categoryParents(tx: Db, storeId: number): Promise<Map<number, number | null>> {
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  return new Map(rows.map((row) => [row.id, row.parentId]));
}

/** A deleted category's children move up to its parent; answers how many moved. */
export async function moveChildrenUp(tx: Db, storeId: number, id: number, parentId: number | null): Promise<number> {
  const moved = await tx
    .update(categories)
    .set({ parentId })
    .where(and(eq(categories.storeId, storeId), eq(categories.parentId, id)))
    .returning({ id: categories.id });
  return moved.length;
}

export async function setPositions(tx: Db, storeId: number, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries())
    await tx
      .update(categories)
      .set({ position })
      .where(and(eq(categories.storeId, storeId), eq(categories.id, id)));
}

/** The next position at the end of the store's categories. */
export async function nextPosition(tx: Db, storeId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(eq(categories.storeId, storeId));
  return (row?.last ?? -1) + 1;
}

/** A group's manual members (the caller has checked the group is the store's). */
export async function clearGroupMembers(tx: Db, groupId: number): Promise<void> {
  await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, groupId));
}
