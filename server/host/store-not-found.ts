/**
 * The default "external" not-found page (NOT_FOUND_URL): where an unknown store lands with `ec` set
 * to the error code. It names the code and lists the open stores this deployment serves: a store
 * behind a password or in maintenance is nobody's business until it opens. A store its operator
 * suspended (`ec=STORE_UNAVAILABLE`, decision 93) is said to be unavailable instead, and lists none.
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtmlText } from '../../src/domain/seo/escape-inline';
import { STORE_UNAVAILABLE } from '../../src/domain/store/store-address';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex, nofollow"><title>${title}</title>` +
  `<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem}</style></head>` +
  `<body>${body}</body></html>`;

export function registerStoreNotFoundPage(
  app: FastifyInstance,
  deps: {
    listStores: () => Promise<Array<{ name: string; title: string; isMaintenance: boolean; isPasswordProtected: boolean }>>;
    port: number;
  },
) {
  app.get<{ Querystring: { ec?: string } }>('/store-not-found', async (request, reply) => {
    const code = typeof request.query.ec === 'string' ? request.query.ec.slice(0, 100) : '';
    if (code === STORE_UNAVAILABLE) {
      const body = '<main><h1>Store unavailable</h1><p>This store is unavailable at the moment. Please try again later.</p></main>';
      return reply.code(503).header('retry-after', '3600').type('text/html; charset=utf-8').send(page('Store unavailable', body));
    }
    const stores = await deps.listStores().catch(() => []);
    const items = stores
      .filter((s) => !s.isMaintenance && !s.isPasswordProtected)
      .map((s) => `<li><a href="http://${escapeHtmlText(s.name)}.localhost:${deps.port}/">${escapeHtmlText(s.title)}</a></li>`)
      .join('');
    const html = page(
      'Store not found',
      `<h1>Store not found</h1><p>No store answers at this address.${code ? ` Error code: <code>${escapeHtmlText(code)}</code>.` : ''}</p>` +
        (items ? `<p>Stores on this deployment:</p><ul>${items}</ul>` : ''),
    );
    return reply.code(404).type('text/html; charset=utf-8').send(html);
  });
}
