/**
 * Server-side rendering of storefront pages: resolves the store from the host or `?store=` (kept
 * in a session cookie so a visit stays on that store), the theme from `wtid`, renders and answers
 * with the page's real status. Bots get the status without an error page (spec section 2), and a
 * closed store's 503 with Retry-After instead of the redirect to its gate.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { decodeThemeId } from '../../../src/domain/store/store-resolution';
import { rememberStoreCookie, requestStore } from '../../request-store';
import type { RenderInput, RenderResult } from '../../../src/ui/entry-server';
import type { WebInfoKeeper } from '../../../src/application/storefront/kept-web-info';
import type { TokenPair } from '../../../src/domain/store/web-info';
import type { ServerConfig } from '../../config';
import { isBuilderPath } from '../../../src/domain/store/builder-mode';
import { MAINTENANCE_PATH } from '../../../src/domain/store/maintenance';
import { accessTokenCookieName, refreshTokenCookieName } from '../../../src/domain/store/token-cookies';
import { applyPagePolicy, newNonce, pagePolicy, withNonce } from '../security-headers';
import { appCodeAfterFirstPaint } from './app-code-after-paint';
import { createPageStyles } from './critical-css';
import { createFontInliner, FONTS_ROOT } from './font-faces';
import { sendPage } from './page-stream';
import { cutAtNonce, guestPairOf, pageCacheKey, visitorOf, withFreshNonce, type GuestTokenStore, type PageCache } from './page-cache';
import { REQUEST_ID_HEADER } from '../request-ids';
import { tracing } from '../../tracing';

export interface SsrRuntime {
  template(url: string): Promise<string>;
  render(input: RenderInput): Promise<RenderResult>;
  /** The cookies that hand a kept page's visitor their own guest token pair (entry-server.tsx guestCookies). */
  guestCookies(backend: RenderInput['config']['backend'], tokenHost: string, pair: TokenPair): string[] | Promise<string[]>;
  /** The Theme Studio's HTML page (studio.html), served on the studio's own origin. */
  studioPage(url: string): Promise<string>;
}

/** The embedded store API's in-process calls, as a render's services take them (in-process-calls.ts). */
type StoreApiTransport = NonNullable<RenderInput['config']['storeApiTransport']>;

/**
 * A page's store API calls carry its request id (request-ids.ts), so they are logged under the
 * page's; a form post's also carry the shopper's address, since its calls (sign-in, sign-up, orders)
 * are limited per address and the store API must see the shopper's.
 */
function forPage(transport: StoreApiTransport, request: { id: string; ip: string }, post: boolean): StoreApiTransport {
  const page: StoreApiTransport = (call) =>
    transport({
      ...call,
      headers: { ...call.headers, [REQUEST_ID_HEADER]: request.id, ...(post ? { 'x-forwarded-for': request.ip } : {}) },
    });
  const traces = tracing();
  if (!traces.on) return page;
  // A span per call, the page's child: a read route runs right here, so its queries are this span's children.
  return (call) =>
    traces.inSpan(
      `store-api ${call.method} ${call.path}`,
      {
        kind: 'client',
        attributes: { 'http.request.method': call.method, 'webx.store_api.call': call.path, 'webx.request_id': request.id },
      },
      async (span) => {
        const answer = await page(call);
        span.set({ 'http.response.status_code': answer.status });
        if (answer.status >= 500) span.fail(new Error(`answered ${answer.status}`));
        return answer;
      },
    );
}

/** The render in a span of its own, ended when its body is written out (or fails). */
async function renderInSpan(runtime: SsrRuntime, input: RenderInput): Promise<RenderResult> {
  const traces = tracing();
  if (!traces.on) return runtime.render(input);
  const span = traces.start('ssr render', { attributes: { 'url.path': new URL(input.request.url).pathname } });
  try {
    const result = await span.run(() => runtime.render(input));
    span.set({
      'webx.render.result': result.type,
      'http.response.status_code': result.status,
      ...(result.type === 'html' ? { 'webx.store.id': result.store?.webID } : {}),
    });
    if (result.type !== 'html') span.end();
    else
      Promise.resolve(result.html).then(
        () => span.end(),
        (error: unknown) => {
          span.fail(error);
          span.end();
        },
      );
    return result;
  } catch (error) {
    span.fail(error);
    span.end();
    throw error;
  }
}

export interface SsrHandlerOptions {
  backend: 'http' | 'mock';
  /** The embedded store API's calls in process (mount-store-api.ts `call`); none for a store API elsewhere. */
  storeApiTransport?: StoreApiTransport | undefined;
  /** Anonymous visitors' pages kept a few seconds (page-cache.ts); none where no store events reach the host. */
  pageCache?: PageCache | null;
  /** A new guest token pair for a store, from the embedded store API (a kept page's visitor gets one of their own). */
  guestTokens?: ((webID: number) => TokenPair) | undefined;
  /** A guest token's store (the embedded store API's check), so a guest holding a pair gets kept pages too. */
  guestTokenStore?: GuestTokenStore | undefined;
  /** The built client (its app stylesheet is inlined per page, critical-css.ts); none in development. */
  clientDir?: string | undefined;
  /** Stores' web info kept between renders (web-info-keeper.ts); only where store events reach the host. */
  webInfoKeeper?: WebInfoKeeper | null;
}

export function createSsrHandler(config: ServerConfig, runtime: SsrRuntime, options: SsrHandlerOptions) {
  const { backend, storeApiTransport, guestTokens, guestTokenStore, webInfoKeeper } = options;
  const pageCache = guestTokens ? (options.pageCache ?? null) : null;
  const studioHost = new URL(config.studioOrigin).host;
  const inlineFonts = createFontInliner(FONTS_ROOT);
  const styles = createPageStyles(options.clientDir);
  /** Each template as pages send it: stylesheet deferred, app code behind the first view (built once per template). */
  const pageTemplates = new Map<string, string>();
  const pageTemplate = (template: string) => {
    let page = pageTemplates.get(template);
    if (page === undefined) pageTemplates.set(template, (page = appCodeAfterFirstPaint(styles.template(template))));
    return page;
  };
  return async function handle(request: FastifyRequest, reply: FastifyReply) {
    const store = requestStore(request, config.platformHosts, { fallbackHost: `localhost:${config.port}` });
    const { host, domain } = store;
    tracing().annotate({ 'webx.store.domain': domain });
    // https behind a proxy that ends TLS (X-Forwarded-Proto, read only when TRUST_PROXY trusts that proxy):
    // the canonical, Open Graph and JSON-LD URLs come from this.
    const url = new URL(request.url, `${request.protocol}://${host}`);
    // The studio has an origin of its own (so the editor frame is cross-origin) and is never a store.
    const nonce = newNonce();
    if (host === studioHost) {
      reply.header('cache-control', 'no-store');
      applyPagePolicy(reply, pagePolicy(nonce, { builder: false, editorParentOrigins: [], studio: true }), false);
      return reply.type('text/html; charset=utf-8').send(withNonce(await runtime.studioPage(url.pathname), nonce));
    }
    const remember = rememberStoreCookie(url, store.platform);
    if (remember) reply.header('set-cookie', remember);
    const themeId = decodeThemeId(url.searchParams.get('wtid'), (value) => Buffer.from(value, 'base64').toString('utf8'));
    const builderPage = isBuilderPath(url.pathname);
    const previewKey = builderPage ? (url.searchParams.get('pv')?.slice(0, 300) ?? null) : null;
    // Only the studio may frame the editor and preview pages; every other page only its own origin.
    const policy = () =>
      applyPagePolicy(
        reply,
        pagePolicy(nonce, {
          builder: builderPage,
          editorParentOrigins: config.editorParentOrigins,
          paymentOrigins: config.stripe ? [config.stripe.checkoutOrigin] : [],
        }),
        builderPage,
      );
    const names = { access: accessTokenCookieName(store.tokenHost), refresh: refreshTokenCookieName(store.tokenHost) };
    const visitor = pageCache && !builderPage ? visitorOf(request.method, request.cookies, names) : 'personal';
    const cache = visitor === 'personal' ? null : pageCache;
    const cacheKey = pageCacheKey(store, url);
    const kept = cache?.find(cacheKey);
    // A guest's pair of the store: the page is the one a first visitor gets (decision 63).
    const guestPair = (webID: number) =>
      visitor === 'tokens' && guestTokenStore
        ? guestPairOf({ access: request.cookies[names.access], refresh: request.cookies[names.refresh] }, webID, guestTokenStore)
        : null;
    const pair = kept ? guestPair(kept.webID) : null;
    if (kept && guestTokens && (visitor === 'anonymous' || pair)) {
      // The visitor's own guest tokens: theirs while valid, else just issued; the page with a nonce of this answer's own.
      if (pair !== 'current')
        for (const cookie of await runtime.guestCookies(backend, store.tokenHost, guestTokens(kept.webID)))
          reply.header('set-cookie', cookie);
      reply.header('cache-control', kept.cacheControl);
      policy();
      return reply.code(200).type('text/html; charset=utf-8').send(withFreshNonce(kept, nonce));
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    // A shopper's form post (shopper-form-posts.ts) reaches the route's action with its body as sent
    // (url-encoded text, or multipart bytes with their boundary in the kept content-type header).
    const body = request.method === 'POST' ? postedBody(request.body) : null;
    const post = body !== null;
    if (post) headers.delete('content-length');
    const input: RenderInput = {
      request: new Request(url, body !== null ? { method: 'POST', headers, body } : { method: 'GET', headers }),
      config: {
        backend,
        ...urls(config),
        // On a shared host every store shares one origin: an owner's script there could read every other
        // store's shopper tokens, so none runs, whatever OWNER_SCRIPTS says (decision 70).
        live: store.platform ? { ...config.live, ownerScripts: 'off' } : config.live,
        editorParentOrigins: config.editorParentOrigins,
        ...(webInfoKeeper ? { webInfoKeeper } : {}),
        ...(storeApiTransport ? { storeApiTransport: forPage(storeApiTransport, request, post) } : {}),
      },
      host,
      tokenHost: store.tokenHost,
      domain,
      themeId,
      previewKey,
      nonce,
    };
    const epoch = cache?.epoch ?? 0;
    const result = await renderInSpan(runtime, input);
    for (const cookie of result.setCookies) reply.header('set-cookie', cookie);
    // A page anyone gets alike may stay in the browser (back/forward cache); a personal one never (page-caching.ts).
    reply.header('cache-control', result.type === 'html' ? result.cacheControl : 'no-store');
    policy();
    const bot = isbot(request.headers['user-agent'] ?? '');
    // A crawler meets a closed store as a passing outage (503, come back in an hour), never its noindex gate page.
    if (result.type === 'redirect' && bot && result.location === MAINTENANCE_PATH)
      return reply.code(503).header('retry-after', '3600').type('text/plain').send('');
    if (result.type === 'redirect') return reply.redirect(result.location, result.status);
    if (result.type === 'json')
      return reply.code(result.status).header('cache-control', result.cacheControl).type('application/json').send(result.body);
    if (result.status >= 400 && bot) {
      // The body is not sent: its render may still fail, unheard.
      Promise.resolve(result.html).catch(() => undefined);
      return reply.code(result.status).type('text/plain').send('');
    }
    const template = await runtime.template(url.pathname);
    // The nonce goes into the template only: rendered HTML never carries the placeholder text.
    const document = withNonce(pageTemplate(template), nonce).replace('<!--app-head-->', () => inlineFonts(result.head));
    const at = document.includes(APP_HTML) ? document.indexOf(APP_HTML) : document.length;
    // The head leaves before the body is rendered, all but its end: the page's critical rules (known
    // from its body) close the head, where HTML allows a <style>, and open the body's write.
    const headEnd = document.lastIndexOf(HEAD_END, at);
    const cutAt = headEnd >= 0 ? headEnd : at;
    const head = document.slice(0, cutAt);
    const beforeBody = document.slice(cutAt, at);
    const tail = document.slice(at + APP_HTML.length);
    // Kept only what every visitor of an open store gets alike (page-caching.ts says which pages), rendered
    // for an anonymous visitor or a guest holding the store's pair.
    const everyones = result.status === 200 && result.cacheControl === 'private, no-cache' && result.store?.open;
    const keep = cache && everyones && (visitor === 'anonymous' || guestPair(result.store!.webID) !== null) ? result.store : null;
    return sendPage(reply, {
      status: result.status,
      head,
      rest: async () => {
        const body = await result.html;
        const opening = `${styles.criticalStyle(template, [head, body], nonce)}${beforeBody}`;
        if (cache && keep) {
          const page = `${head}${opening}${body.toString('utf8')}${tail}`;
          cache.keep(cacheKey, { webID: keep.webID, cacheControl: result.cacheControl, parts: cutAtNonce(page, nonce) }, epoch);
        }
        // The body's bytes go out as React wrote them, between the two pieces of template.
        return [opening, body, tail];
      },
    });
  };
}

/** Where the store API and the not-found page are, for a render's services. */
function urls(config: ServerConfig) {
  return { storeApiUrl: config.storeApiUrl, storeApiPublicUrl: config.storeApiPublicUrl, notFoundUrl: config.notFoundUrl };
}

/** Where the template takes the rendered body. */
const APP_HTML = '<!--app-html-->';
/** The head's end: the page's critical style goes just before it. */
const HEAD_END = '</head>';

/** A form post's body as the Fetch API takes it; null for anything the form routes did not parse. */
function postedBody(body: unknown): string | Blob | null {
  if (typeof body === 'string') return body;
  return Buffer.isBuffer(body) ? new Blob([new Uint8Array(body)]) : null;
}
