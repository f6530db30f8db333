/** Web controller: GET /Web/GetWebInfo (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parseOr400, sendError } from '../http/envelope';
import { recordIdParam } from '../http/input-fields';
import type { WebInfoService } from './web-info.service';

const getWebInfoQuery = z.object({
  Domain: z.string().trim().min(1, 'Domain is required').max(253).regex(/^[A-Za-z0-9.-]+$/, 'Domain must be a host name or store name'),
  WebThemeID: z.union([z.literal(''), recordIdParam('WebThemeID')]).optional(),
  /** The studio's preview key: with it, the theme's unpublished draft. */
  Preview: z.string().max(300).optional(),
});

export function registerWebController(app: FastifyInstance, deps: { webInfo: WebInfoService }) {
  app.get('/Web/GetWebInfo', async (request, reply) => {
    const query = parseOr400(getWebInfoQuery, request.query, reply);
    if (!query) return reply;
    const themeId = typeof query.WebThemeID === 'number' ? query.WebThemeID : null;
    const info = await deps.webInfo.getWebInfo(query.Domain.toLowerCase(), themeId, query.Preview || null);
    if (!info) return sendError(reply, 404, 'CODE_0001');
    return ok(info);
  });
}
