/**
 * The studio's custom pages (docs/editor.md), owner token only, scoped by its store: GET /Pages/List,
 * POST /Pages/Create, /Pages/Update (title, slug, SEO fields) and /Pages/Delete. A page's sections
 * are edited in the theme draft like the home page's; a deleted page is gone from the storefront at
 * once (404, out of the sitemap).
 */
import type { FastifyInstance } from 'fastify';
import { createPageBody, deletePageBody, updatePageBody } from '../../../src/contracts/owner-pages.contract';
import { ok, parseOr400, sendError } from '../http/envelope';
import { ownerGuard, ownerOf } from '../platform/owner-guard';
import type { OwnerTokenService } from '../platform/owner-token.service';
import type { CustomPageRepository, PageWrite } from './custom-page.repository';

export interface OwnerPagesDeps {
  pages: CustomPageRepository;
  tokens: OwnerTokenService;
  /** Cached store answers (page resolution, sitemap) must not outlive a change, on any instance. */
  onPagesChanged: (webID: number) => Promise<void>;
}

export function registerOwnerPagesController(app: FastifyInstance, deps: OwnerPagesDeps) {
  const guard = { preHandler: ownerGuard(deps.tokens) };

  const answer = async (webID: number, written: PageWrite, reply: Parameters<typeof sendError>[0], message: string) => {
    if (!written.ok)
      return sendError(
        reply,
        written.status,
        written.message,
        written.field ? [{ field: written.field, message: written.message }] : undefined,
      );
    await deps.onPagesChanged(webID);
    return ok({ page: written.page }, message);
  };

  app.get('/Pages/List', guard, async (request) => ok({ pages: await deps.pages.list(ownerOf(request).WebID) }));

  app.post('/Pages/Create', guard, async (request, reply) => {
    const body = parseOr400(createPageBody, request.body ?? {}, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    return answer(WebID, await deps.pages.create(WebID, body), reply, 'Page created: publish to show it in the store');
  });

  app.post('/Pages/Update', guard, async (request, reply) => {
    const body = parseOr400(updatePageBody, request.body ?? {}, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    return answer(WebID, await deps.pages.update(WebID, body.PageID, body), reply, 'Page saved');
  });

  app.post('/Pages/Delete', guard, async (request, reply) => {
    const body = parseOr400(deletePageBody, request.body ?? {}, reply);
    if (!body) return reply;
    const { WebID } = ownerOf(request);
    if (!(await deps.pages.remove(WebID, body.PageID))) return sendError(reply, 404, 'No such page');
    await deps.onPagesChanged(WebID);
    return ok({ pageID: body.PageID }, 'Page deleted');
  });
}
