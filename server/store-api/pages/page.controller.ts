/** Page controller: flat-URL resolution, custom pages and the collections page. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SLUG_PATTERN } from '../../../src/domain/catalog/resolved-page';
import { parseSections } from '../../../src/domain/theme/theme-document';
import { callGuard } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import type { Db } from '../platform/database/client';
import { collections, pages } from '../catalog/catalog.tables';
import { groupProductCounts } from '../catalog/group-rule-condition';
import { errorAnswer, okAnswer, parseQuery, readRoute } from '../platform/read-route';
import { sanitizeThemeSections } from '../platform/sanitize-theme-html';
import { PageResolver } from './page-resolver.service';
import { customPageQuery, resolveQuery } from '../../../src/contracts/pages.contract';

export function registerPageController(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  // Read-only catalogue calls: the editor frame's preview token reads them too (a template page in the studio).
  const guard = callGuard(deps.tokens, 'read', app.storeGate);
  const resolver = new PageResolver({ db: deps.db });

  readRoute(app, '/Page/Resolve', guard, async (call) => {
    const query = parseQuery(resolveQuery, call.query);
    // A slug that cannot exist is simply not found: odd bytes in a URL are a 404, not a 400.
    const page = SLUG_PATTERN.test(query.Slug) ? await resolver.resolve(call.claims.WebID, query.Slug) : null;
    return page ? okAnswer(page) : errorAnswer(404, `No page at /${query.Slug}`);
  });

  readRoute(app, '/Page/GetCustomPage', guard, async (call) => {
    const query = parseQuery(customPageQuery, call.query);
    const [row] = await deps.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, query.PageID), eq(pages.storeId, call.claims.WebID), eq(pages.isPublished, true)))
      .limit(1);
    if (!row) return errorAnswer(404, 'No such page');
    let raw: unknown = [];
    try {
      raw = JSON.parse(row.sections);
    } catch {
      raw = [];
    }
    return okAnswer({ sections: JSON.stringify(sanitizeThemeSections(parseSections(raw))) });
  });

  readRoute(app, '/Catalog/GetCollections', guard, async (call) => {
    const rows = await deps.db
      .select({
        id: collections.id,
        name: collections.name,
        slug: collections.slug,
        description: collections.description,
        imageFile: collections.imageFile,
        rule: collections.rule,
      })
      .from(collections)
      .where(eq(collections.storeId, call.claims.WebID))
      .orderBy(asc(collections.name));
    // Listed products only, a rule group's worked out from its rule (decision 100).
    const counts = await groupProductCounts(
      deps.db,
      call.claims.WebID,
      rows.map((r) => ({ id: r.id, rule: r.rule ?? null })),
      true,
    );
    return okAnswer(
      rows.map((r) => ({
        collectionID: r.id,
        name: r.name,
        slug: r.slug,
        url: `/${r.slug}`,
        description: r.description,
        imageFile: r.imageFile,
        productCount: counts.get(r.id) ?? 0,
      })),
    );
  });
}
