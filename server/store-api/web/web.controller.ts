/** Web controller: GET /Web/GetWebInfo (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { WebInfoService } from './web-info.service';
import { getWebInfoQuery } from '../../../src/contracts/web.contract';

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
