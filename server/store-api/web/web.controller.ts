/** Web controller: GET /Web/GetWebInfo (spec section 7). */
import type { FastifyInstance } from 'fastify';
import { errorAnswer, okAnswer, parseQuery, readRoute } from '../platform/read-route';
import type { WebInfoService } from './web-info.service';
import { getWebInfoQuery } from '../../../src/contracts/web.contract';
import { STORE_UNAVAILABLE } from '../../../src/domain/store/store-address';

export function registerWebController(app: FastifyInstance, deps: { webInfo: WebInfoService }) {
  // The store's own call: no token yet (it hands the visitor their first).
  readRoute(app, '/Web/GetWebInfo', null, async (call) => {
    const query = parseQuery(getWebInfoQuery, call.query);
    const themeId = typeof query.WebThemeID === 'number' ? query.WebThemeID : null;
    const info = await deps.webInfo.getWebInfo(query.Domain.toLowerCase(), themeId, query.Preview || null);
    // A suspended store is not "not found": the storefront shows its "unavailable" page (decision 93).
    if (info === 'unavailable') return errorAnswer(404, STORE_UNAVAILABLE);
    return info ? okAnswer(info) : errorAnswer(404, 'CODE_0001');
  });
}
