/**
 * What every host route can rely on, set up before any route: a Host header it can build URLs
 * from (else a 400 naming it), and one error handler that never answers with an error's own text
 * (a database error's holds the SQL and the values bound to it). A page whose address carries a
 * secret (a guest's order link) is marked noindex in its headers too, for crawlers that never
 * read the page's meta tags.
 */
import type { FastifyInstance } from 'fastify';
import { urlCarriesSecret } from '../../src/domain/seo/secret-url';
import { isHostHeader } from '../../src/domain/validation/host-header';
import { answerThrown, sendError } from '../store-api/http/envelope';

export function registerHostGuards(app: FastifyInstance) {
  app.setErrorHandler(answerThrown);
  app.addHook('onRequest', async (request, reply) => {
    const host = request.headers.host;
    // No Host at all (HTTP/1.0) is allowed: the routes fall back to localhost.
    if (host !== undefined && !isHostHeader(host)) {
      return sendError(reply, 400, 'Invalid request: Host', [{ field: 'Host', message: 'Host must be a host name' }]);
    }
    const query = request.url.indexOf('?');
    if (query > 0 && urlCarriesSecret(request.url.slice(0, query), request.url.slice(query)))
      reply.header('x-robots-tag', 'noindex, nofollow');
  });
}
