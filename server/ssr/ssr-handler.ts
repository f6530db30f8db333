/**
 * Server-side rendering of storefront pages: resolves the store from the host or `?store=` (kept
 * in a session cookie so a visit stays on that store), the theme from `wtid`, renders and answers
 * with the page's real status. Bots get the status without an error page (spec section 2).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { decodeThemeId, isPlatformHost, isValidStoreName, resolveStoreDomain, tokenCookieHost } from '../../src/domain/store/store-resolution';
import type { RenderInput, RenderResult } from '../../src/ui/entry-server';
import type { ServerConfig } from '../config';
import { frameAncestors } from '../../src/domain/editor/origin-allowlist';
import { isBuilderPath } from '../../src/domain/store/builder-mode';


export const REMEMBERED_STORE_COOKIE = 'wx_store';

export interface SsrRuntime {
  template(url: string): Promise<string>;
  render(input: RenderInput): Promise<RenderResult>;
  /** The Theme Studio's HTML page (studio.html), served on the studio's own origin. */
  studioPage(url: string): Promise<string>;
}

export function createSsrHandler(config: ServerConfig, runtime: SsrRuntime, backend: 'http' | 'mock', storeApiFetch?: typeof fetch) {
  const studioHost = new URL(config.studioOrigin).host;
  return async function handle(request: FastifyRequest, reply: FastifyReply) {
    const host = request.headers.host ?? `localhost:${config.port}`;
    const url = new URL(request.url, `http://${host}`);
    // The studio has an origin of its own (so the editor frame is cross-origin) and is never a store.
    if (host === studioHost) {
      reply.header('cache-control', 'no-store').header('content-security-policy', "frame-ancestors 'none'");
      return reply.type('text/html; charset=utf-8').send(await runtime.studioPage(url.pathname));
    }
    // `?store=` and the store it remembers belong to the platform's shared hosts only: on a store's own
    // domain another store's pages and scripts never run (resolveStoreDomain ignores both there).
    const platform = isPlatformHost(host, config.platformHosts);
    const queryStore = url.searchParams.get('store');
    if (platform && queryStore && isValidStoreName(queryStore.toLowerCase())) {
      reply.header('set-cookie', `${REMEMBERED_STORE_COOKIE}=${queryStore.toLowerCase()}; Path=/; SameSite=Lax; HttpOnly`);
    }
    const domain = resolveStoreDomain({ host, queryStore, rememberedStore: request.cookies[REMEMBERED_STORE_COOKIE] ?? null, platformHosts: config.platformHosts });
    const themeId = decodeThemeId(url.searchParams.get('wtid'), (value) => Buffer.from(value, 'base64').toString('utf8'));
    const builderPage = isBuilderPath(url.pathname);
    const previewKey = builderPage ? url.searchParams.get('pv')?.slice(0, 300) ?? null : null;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const result = await runtime.render({
      request: new Request(url, { method: 'GET', headers }),
      config: {
        backend,
        storeApiUrl: config.storeApiUrl,
        storeApiPublicUrl: config.storeApiPublicUrl,
        notFoundUrl: config.notFoundUrl,
        live: config.live,
        editorParentOrigins: config.editorParentOrigins,
        ...(storeApiFetch ? { fetch: storeApiFetch } : {}),
      },
      host,
      tokenHost: tokenCookieHost(host, domain, platform),
      domain,
      themeId,
      previewKey,
    });
    for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
    reply.header('cache-control', 'no-store');
    // Only the studio may frame the editor and preview pages; a hostile page cannot even load them.
    if (builderPage) reply.header('content-security-policy', frameAncestors(config.editorParentOrigins));
    if (result.type === 'redirect') return reply.redirect(result.location, result.status);
    if (result.status >= 400 && isbot(request.headers['user-agent'] ?? '')) {
      return reply.code(result.status).type('text/plain').send('');
    }
    const template = await runtime.template(url.pathname);
    const page = template.replace('<!--app-head-->', result.head).replace('<!--app-html-->', result.html);
    return reply.code(result.status).type('text/html; charset=utf-8').send(page);
  };
}
