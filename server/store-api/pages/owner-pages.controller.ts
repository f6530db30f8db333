/**
 * The studio's custom pages (docs/editor.md), owner token only, scoped by its store: GET /Pages/List,
 * POST /Pages/Create, /Pages/Update (title, slug, SEO fields) and /Pages/Delete. A page's sections
 * are edited in the theme draft like the home page's; a deleted page is gone from the storefront at
 * once (404, out of the sitemap).
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_CALLS } from '../../../src/contracts/owner-pages.contract';
import { answered, callRegistrar, refused } from '../platform/register-call';
import type { OwnerTokenService } from '../platform/owner-token.service';
import type { CustomPageRepository, PageWrite } from './custom-page.repository';

export interface OwnerPagesDeps {
  pages: CustomPageRepository;
  tokens: OwnerTokenService;
  /** Cached store answers (page resolution, sitemap) must not outlive a change, on any instance. */
  onPagesChanged: (webID: number) => Promise<void>;
}

export function registerOwnerPagesController(app: FastifyInstance, deps: OwnerPagesDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  const answer = async (webID: number, written: PageWrite, message: string) => {
    if (!written.ok)
      return refused(written.status, written.message, written.field ? [{ field: written.field, message: written.message }] : undefined);
    await deps.onPagesChanged(webID);
    return answered({ page: written.page }, message);
  };

  register(PAGE_CALLS.listPages, async (_, { owner }) => ({ pages: await deps.pages.list(owner.WebID) }));

  register(PAGE_CALLS.createPage, async (body, { owner }) =>
    answer(owner.WebID, await deps.pages.create(owner.WebID, body), 'Page created: publish to show it in the store'),
  );

  register(PAGE_CALLS.updatePage, async (body, { owner }) =>
    answer(owner.WebID, await deps.pages.update(owner.WebID, body.PageID, body), 'Page saved'),
  );

  register(PAGE_CALLS.deletePage, async (body, { owner }) => {
    if (!(await deps.pages.remove(owner.WebID, body.PageID))) return refused(404, 'No such page');
    await deps.onPagesChanged(owner.WebID);
    return answered({ pageID: body.PageID }, 'Page deleted');
  });
}
