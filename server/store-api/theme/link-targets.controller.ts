/**
 * The studio's resource picker for links (docs/editor.md): `GET /Theme/LinkTargets?Type&Search` answers the
 * owner's own categories (1), product groups (2), products (3) or pages (4) whose name or slug holds
 * the search, as `{ name, slug }` (THEME_CALLS.linkTargets), so a link is chosen by name instead of a typed slug; the slug too,
 * since the picked choice puts its slug in the studio's field and the studio then names it by it. Owner-only,
 * scoped by the owner token's store.
 */
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { LINK_TARGET_TYPES } from '../../../src/domain/sections/link-target';
import type { Db } from '../platform/database/client';
import { containsPattern } from '../platform/contains-pattern';
import { categories, collections, pages, products } from '../catalog/catalog.tables';
import { THEME_CALLS } from '../../../src/contracts/theme.contract';
import type { OwnerTokenService } from '../platform/owner-token.service';
import { callRegistrar } from '../platform/register-call';

const LIMIT = 20;

async function find(db: Db, webId: number, type: number, search: string): Promise<Array<{ name: string; slug: string }>> {
  const named = (column: PgColumn, slug: PgColumn, scope: SQL): SQL =>
    search ? and(scope, or(ilike(column, containsPattern(search)), ilike(slug, containsPattern(search))))! : scope;
  switch (type) {
    case LINK_TARGET_TYPES.PRODUCT_CATEGORY:
      return db
        .select({ name: categories.name, slug: categories.slug })
        .from(categories)
        .where(named(categories.name, categories.slug, eq(categories.storeId, webId)))
        .orderBy(asc(categories.position), asc(categories.id))
        .limit(LIMIT);
    case LINK_TARGET_TYPES.PRODUCT_GROUP:
      return db
        .select({ name: collections.name, slug: collections.slug })
        .from(collections)
        .where(named(collections.name, collections.slug, eq(collections.storeId, webId)))
        .orderBy(asc(collections.name))
        .limit(LIMIT);
    case LINK_TARGET_TYPES.PRODUCT_DETAIL:
      return db
        .select({ name: products.name, slug: products.slug })
        .from(products)
        .where(named(products.name, products.slug, and(eq(products.storeId, webId), eq(products.isEnabled, true))!))
        .orderBy(asc(products.name))
        .limit(LIMIT);
    default:
      return db
        .select({ name: pages.title, slug: pages.slug })
        .from(pages)
        .where(named(pages.title, pages.slug, eq(pages.storeId, webId)))
        .orderBy(asc(pages.title))
        .limit(LIMIT);
  }
}

export function registerLinkTargets(app: FastifyInstance, deps: { db: Db; tokens: OwnerTokenService }) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  register(THEME_CALLS.linkTargets, async (query, { owner }) => ({ targets: await find(deps.db, owner.WebID, query.Type, query.Search) }));
}
