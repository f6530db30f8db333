/** Page controller: flat-URL resolution, custom pages and the collections page. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SLUG_PATTERN } from '../../../src/domain/catalog/resolved-page';
import { parseSections } from '../../../src/domain/theme/theme-document';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/client';
import { collections, pages } from '../db/schema';
import { ok, parseOr400, sendError } from '../http/envelope';
import { sanitizeThemeSections } from '../web/sanitize-theme-html';
import { PageResolver } from './page-resolver';
import { customPageQuery, resolveQuery } from '../../../src/contracts/pages.contract';

const collectionCount = sql<number>`(select count(*)::int from collection_products cp where cp.collection_id = "collections"."id")`;

export function registerPageController(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  // Read-only catalogue calls: the editor frame's preview token reads them too (a template page in the studio).
  const guard = tenantGuard(deps.tokens, 'read');
  const resolver = new PageResolver({ db: deps.db });

  app.get('/Page/Resolve', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(resolveQuery, request.query, reply);
    if (!query) return reply;
    // A slug that cannot exist is simply not found: odd bytes in a URL are a 404, not a 400.
    const page = SLUG_PATTERN.test(query.Slug) ? await resolver.resolve(webIdOf(request), query.Slug) : null;
    if (!page) return sendError(reply, 404, `No page at /${query.Slug}`);
    return ok(page);
  });

  app.get('/Page/GetCustomPage', { preHandler: guard }, async (request, reply) => {
    const query = parseOr400(customPageQuery, request.query, reply);
    if (!query) return reply;
    const [row] = await deps.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, query.PageID), eq(pages.storeId, webIdOf(request)), eq(pages.isPublished, true)))
      .limit(1);
    if (!row) return sendError(reply, 404, 'No such page');
    let raw: unknown = [];
    try {
      raw = JSON.parse(row.sections);
    } catch {
      raw = [];
    }
    return ok({ sections: JSON.stringify(sanitizeThemeSections(parseSections(raw))) });
  });

  app.get('/Catalog/GetCollections', { preHandler: guard }, async (request) => {
    const rows = await deps.db
      .select({
        id: collections.id,
        name: collections.name,
        slug: collections.slug,
        description: collections.description,
        imageFile: collections.imageFile,
        count: collectionCount,
      })
      .from(collections)
      .where(eq(collections.storeId, webIdOf(request)))
      .orderBy(asc(collections.name));
    return ok(
      rows.map((r) => ({
        collectionID: r.id,
        name: r.name,
        slug: r.slug,
        url: `/${r.slug}`,
        description: r.description,
        imageFile: r.imageFile,
        productCount: Number(r.count),
      })),
    );
  });
}
