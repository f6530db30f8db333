/**
 * The owner's writes of categories, brands and product groups (decision 92), each in one transaction
 * under the store's catalogue lock (the handle check and the write see the same store). A handle is
 * a flat URL: taken by anything else of the store, it is a 409 naming `Handle`. A category's parent is
 * one of the store's categories and never itself or one of its own children. Deleting one unlinks
 * its products (they stay, without it) and moves a category's children up to its parent. A group
 * chosen by hand keeps the order its owner gives its products (decision 107).
 */
import type {
  CatalogueListDeletedWire,
  CatalogueListItemWire,
  CatalogueListKind,
  GroupProductWire,
} from '../../../src/contracts/owner-catalogue-lists.contract';
import { groupOrder } from '../../../src/domain/catalog/group-order';
import type { ProductGroupRule } from '../../../src/domain/catalog/product-group-rule';
import { handleFromName } from '../../../src/domain/catalog/product-rules';
import type { Db } from '../platform/database/client';
import * as lists from './catalogue-lists.repository';
import { groupScope } from './group-rule-condition';
import * as members from './product-group-members.repository';
import { handleHolder, lockCatalogue } from './product-writes.repository';
import { freeHandle } from './product-writes.service';

export type ListResult<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; field: string; message: string };

class Refusal extends Error {
  constructor(readonly result: Extract<ListResult<never>, { ok: false }>) {
    super(result.message);
  }
}
const refuse = (status: 400 | 404 | 409, field: string, message: string): never => {
  throw new Refusal({ ok: false, status, field, message });
};

const NAMES: Record<CatalogueListKind, { id: string; what: string }> = {
  category: { id: 'CategoryID', what: 'category' },
  brand: { id: 'BrandID', what: 'brand' },
  group: { id: 'GroupID', what: 'product group' },
};

/** What the owner saves; the kind's own columns in `columns` (parent, pictures, SEO). */
export interface ListSave {
  id?: number | undefined;
  name: string;
  handle?: string | undefined;
  columns: Record<string, unknown>;
  /** A category's parent, checked against the tree. */
  parentId?: number | null;
  /** A group's rule, its brands and categories checked as the store's own (the column is in `columns`). */
  rule?: ProductGroupRule | null;
}

export class CatalogueListsService {
  constructor(private readonly deps: { db: Db; onChanged?: (storeId: number) => Promise<void> }) {}

  private async write<T>(storeId: number, work: (tx: Db) => Promise<T>): Promise<ListResult<T>> {
    try {
      const value = await this.deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await lockCatalogue(tx, storeId);
        return work(tx);
      });
      await this.deps.onChanged?.(storeId);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  save(kind: CatalogueListKind, storeId: number, input: ListSave): Promise<ListResult<CatalogueListItemWire>> {
    const names = NAMES[kind];
    return this.write(storeId, async (tx) => {
      const current = input.id === undefined ? null : await lists.rowForUpdate(tx, kind, storeId, input.id);
      if (input.id !== undefined && !current) refuse(404, names.id, `No such ${names.what} in this store`);
      const handle = input.handle ?? current?.slug ?? (await freeHandle(tx, storeId, handleFromName(input.name)));
      if (handle !== current?.slug) {
        const holder = await handleHolder(tx, storeId, handle, 0);
        if (holder) refuse(409, 'Handle', `Handle "${handle}" is already used by a ${holder} of this store: choose another`);
      }
      if (kind === 'category' && input.parentId !== undefined) await checkParent(tx, storeId, input.id ?? 0, input.parentId);
      if (input.rule) await checkRule(tx, storeId, input.rule);
      const values = {
        name: input.name,
        slug: handle,
        ...input.columns,
        ...(kind === 'category' ? { parentId: input.parentId ?? null } : {}),
      };
      let id = input.id;
      if (id === undefined) {
        const position = kind === 'category' ? { position: await lists.nextPosition(tx, storeId) } : {};
        id = await lists.insertRow(tx, kind, storeId, { ...values, ...position });
      } else await lists.updateRow(tx, kind, storeId, id, values);
      // A rule group keeps no list: a manual group turned into a rule lets its listed members go (decision 100).
      if (kind === 'group' && input.rule) await lists.clearGroupMembers(tx, id);
      const [saved] = await lists.listOf(tx, kind, storeId, [id]);
      return saved!;
    });
  }

  reorderCategories(storeId: number, ids: readonly number[]): Promise<ListResult<{ count: number }>> {
    return this.write(storeId, async (tx) => {
      const known = await lists.categoryParents(tx, storeId);
      ids.forEach((id, index) => {
        if (!known.has(id)) refuse(404, `CategoryIDs.${index}`, 'No such category in this store');
        if (ids.indexOf(id) !== index) refuse(400, `CategoryIDs.${index}`, 'This category is named twice');
      });
      await lists.setPositions(tx, storeId, ids);
      return { count: ids.length };
    });
  }

  /** A hand-picked group's products in the owner's order (decision 107); a rule group has no order to keep. */
  async groupProducts(storeId: number, groupId: number): Promise<ListResult<{ items: GroupProductWire[] }>> {
    try {
      await manualGroup(this.deps.db, storeId, groupId);
      return { ok: true, value: { items: await members.groupMembers(this.deps.db, storeId, groupId) } };
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  reorderGroup(storeId: number, groupId: number, ids: readonly number[]): Promise<ListResult<{ count: number }>> {
    return this.write(storeId, async (tx) => {
      await manualGroup(tx, storeId, groupId);
      const current = await members.groupMemberIds(tx, storeId, groupId);
      const outcome = groupOrder(current, ids);
      if (!outcome.ok) return refuse(400, `ProductIDs.${outcome.index}`, outcome.message);
      await members.setGroupOrder(tx, groupId, outcome.order);
      return { count: outcome.order.length };
    });
  }

  delete(kind: CatalogueListKind, storeId: number, id: number): Promise<ListResult<CatalogueListDeletedWire>> {
    const names = NAMES[kind];
    return this.write(storeId, async (tx) => {
      const current = (await lists.rowForUpdate(tx, kind, storeId, id)) ?? refuse(404, names.id, `No such ${names.what} in this store`);
      const parent = kind === 'category' ? ((await lists.categoryParents(tx, storeId)).get(id) ?? null) : null;
      const movedChildren = kind === 'category' ? await lists.moveChildrenUp(tx, storeId, id, parent) : 0;
      // The products' links go with the row (foreign keys: set null, or the group's memberships cascade).
      // A rule group's count is what its rule finds, not a stored list.
      const linked =
        kind === 'group' ? ((await lists.listOf(tx, kind, storeId, [id]))[0]?.productCount ?? 0) : Number(current.productCount);
      await lists.deleteRow(tx, kind, storeId, id);
      return { id, unlinkedProducts: linked, movedChildren };
    });
  }
}

/** A parent of the store's, and not the category itself or one below it (the tree stays a tree). */
async function checkParent(tx: Db, storeId: number, id: number, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parents = await lists.categoryParents(tx, storeId);
  if (!parents.has(parentId)) refuse(404, 'ParentID', 'No such category in this store');
  for (let at: number | null = parentId, steps = 0; at !== null && steps <= parents.size; at = parents.get(at) ?? null, steps += 1)
    if (at === id) refuse(400, 'ParentID', 'A category cannot be inside itself or one of its own subcategories');
}

/** The store's group chosen by hand, or a refusal naming `GroupID`. */
async function manualGroup(db: Db, storeId: number, groupId: number): Promise<void> {
  const group = (await groupScope(db, storeId, groupId)) ?? refuse(404, 'GroupID', 'No such product group in this store');
  if (group.rule) refuse(400, 'GroupID', "This group is worked out by its rule: its page lists its products in the shopper's chosen sort");
}

/** A rule names the store's own brands and categories only: another store's id is refused by its place. */
async function checkRule(tx: Db, storeId: number, rule: ProductGroupRule): Promise<void> {
  for (const [kind, field, ids] of [
    ['brand', 'Rule.BrandIDs', rule.brandIds],
    ['category', 'Rule.CategoryIDs', rule.categoryIds],
  ] as const) {
    if (ids.length === 0) continue;
    const known = new Set((await lists.listOf(tx, kind, storeId, [...ids])).map((item) => item.id));
    const index = ids.findIndex((id) => !known.has(id));
    if (index >= 0) refuse(400, `${field}.${index}`, `No such ${kind} in this store`);
  }
}
