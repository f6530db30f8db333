/**
 * Server rendering entry: runs the route loaders for a request (data router), renders the matched
 * routes with their real status code and returns the head tags and HTML for the host's template.
 */
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serverGuestCookies, serverRequestServices, serverThemeDocument, serverThemeHeadTags } from '../composition/server-root';
import type { TokenPair } from '../domain/store/web-info';
import type { ServicesConfig } from '../composition/services-factory';
import { escapeInlineJson } from '../domain/seo/escape-inline';
import { isBuilderPath } from '../domain/store/builder-mode';
import { isStoreClosed } from '../domain/store/maintenance';
import { computeHead, headTagsHtml, pageHeadOf } from './app/document-head';
import { EARLY_CLICKS_SCRIPT } from './app/early-clicks';
import { FRAGMENT_LANDING_SCRIPT } from './app/fragment-landing';
import { WHOLE_PAGE_ON_RETURN_SCRIPT } from './app/skipped-sections';
import { pageCacheControl } from './app/page-caching';
import { createPageStores, PageStoresContext } from './app/page-stores';
import type { RouteHandle } from './app/route-handle';
import { ThemeDocumentContext, type RootData } from './app/use-store';
import { renderBody } from './render-body';
import { routes } from './routes';

export interface RenderInput {
  request: Request;
  config: ServicesConfig & { storeApiPublicUrl: string };
  host: string;
  /** The host the token cookies are named after (store-resolution.ts tokenCookieHost). */
  tokenHost?: string;
  domain: string;
  themeId: number | null;
  previewKey?: string | null;
  /** The page's CSP nonce: the inline config script and the router's hydration script carry it. */
  nonce?: string;
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string; setCookies: string[] }
  /** `{path}/_payload.json` (spec section 7): the page's route data as JSON, as its HTML carries it for hydration. */
  | { type: 'json'; status: number; setCookies: string[]; body: string; cacheControl: 'no-store' | 'private, no-cache' }
  | {
      type: 'html';
      status: number;
      setCookies: string[];
      head: string;
      cacheControl: 'no-store' | 'private, no-cache';
      /**
       * The body's UTF-8 bytes, still rendering when the result comes, so the host sends the head meanwhile
       * (page-stream.ts). Bytes, as React wrote them: the host sends them on without decoding and encoding
       * a page's hundreds of kilobytes again (docs/benchmarks.md).
       */
      html: Promise<Buffer>;
      /** The store the page is of, and whether it is open to everyone (the host's page cache keeps open stores' pages only). */
      store: { webID: number; open: boolean } | null;
    };

/** What the host takes from this entry (dist/server/entry-server.js when built). */
export interface ServerEntry {
  render(input: RenderInput): Promise<RenderResult>;
  guestCookies(backend: RenderInput['config']['backend'], tokenHost: string, pair: TokenPair): string[];
}

const handler = createStaticHandler(routes);

export async function render(input: RenderInput): Promise<RenderResult> {
  const payloadOf = payloadPagePath(new URL(input.request.url));
  const request = payloadOf ? new Request(payloadOf, { method: 'GET', headers: input.request.headers }) : input.request;
  const builderPage = isBuilderPath(new URL(request.url).pathname);
  const { services, setCookieHeaders } = requestServices(input, builderPage);
  const context = await handler.query(request, { requestContext: services as never });
  if (context instanceof Response) {
    // A form action's redirect may carry cookies of its own (the no-JavaScript cart, cookie-cart.ts).
    return {
      type: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
      setCookies: [...setCookieHeaders(), ...context.headers.getSetCookie()],
    };
  }
  if (payloadOf) {
    const data = Object.fromEntries(context.matches.map((m) => [m.route.id, context.loaderData[m.route.id] ?? null]));
    return {
      type: 'json',
      status: context.statusCode,
      setCookies: setCookieHeaders(),
      body: JSON.stringify({ path: new URL(payloadOf).pathname, data }),
      cacheControl: 'private, no-cache',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // Not awaited: the route's data decides the status, head and cookies, which leave before the body.
  const html = renderBody(
    <StrictMode>
      {/* This request's own stores: nothing a view shares is shared between requests. */}
      <PageStoresContext.Provider value={createPageStores()}>
        {/* The theme document parsed once for every request (frozen: no request changes another's). */}
        <ThemeDocumentContext.Provider value={serverThemeDocument}>
          <StaticRouterProvider router={router} context={context} hydrate nonce={input.nonce} />
        </ThemeDocumentContext.Provider>
      </PageStoresContext.Provider>
    </StrictMode>,
  );
  const store = (context.loaderData.root as RootData | undefined)?.store ?? null;
  const errorStatus = context.errors ? context.statusCode : null;
  const head = computeHead({
    handles: context.matches.map((m) => m.route.handle),
    store,
    errorStatus,
    pageHead: pageHeadOf(context.matches.map((m) => context.loaderData[m.route.id])),
    origin: new URL(input.request.url).origin,
    location: new URL(input.request.url),
  });
  const clientConfig = {
    backend: input.config.backend,
    storeApiUrl: input.config.storeApiPublicUrl,
    notFoundUrl: input.config.notFoundUrl,
    live: input.config.live,
    ...(input.tokenHost && input.tokenHost !== input.host ? { tokenHost: input.tokenHost } : {}),
    // Shopper pages do not carry the editor's allowlist: only the frame pages need it.
    ...(builderPage ? { editorParentOrigins: input.config.editorParentOrigins ?? [] } : {}),
  };
  const headTags = [
    headTagsHtml(head),
    store ? serverThemeHeadTags(store.themeSettings.themeData, store.themeSettings.themeCSS) : '',
    // data-js (the js: variant in app.css) before the first paint, only where the page's modules will run;
    // there, clicks on buttons that need the page live are kept until it is (early-clicks.ts). A restored
    // position gets the whole page laid out (skipped-sections.ts), and a #target is held in view while the page settles (fragment-landing.ts).
    `<script${input.nonce ? ` nonce="${input.nonce}"` : ''}>if('noModule' in HTMLScriptElement.prototype){document.documentElement.dataset.js='';${EARLY_CLICKS_SCRIPT}}${WHOLE_PAGE_ON_RETURN_SCRIPT}${FRAGMENT_LANDING_SCRIPT}window.__WX_CONFIG__=${escapeInlineJson(JSON.stringify(clientConfig))}</script>`,
  ].join('');
  const setCookies = setCookieHeaders();
  const cacheControl = pageCacheControl({
    pageKeys: context.matches
      .map((m) => (m.route.handle as RouteHandle | undefined)?.pageKey)
      .filter((key): key is string => key !== undefined),
    signedIn: services.isSignedIn(),
    builder: builderPage,
    cookieHeader: input.request.headers.get('cookie'),
  });
  return {
    type: 'html',
    status: context.statusCode,
    setCookies,
    head: headTags,
    html,
    cacheControl,
    store: store ? { webID: store.webID, open: !isStoreClosed(store) } : null,
  };
}

const PAYLOAD_SUFFIX = '/_payload.json';

/** The page a `{path}/_payload.json` request asks the data of (its query kept), or null for any other request. */
function payloadPagePath(url: URL): string | null {
  if (!url.pathname.endsWith(PAYLOAD_SUFFIX) || isBuilderPath(url.pathname)) return null;
  const page = new URL(url);
  page.pathname = url.pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
  return page.toString();
}

/**
 * The cookies that hand this visitor a guest token pair of their own with a kept page (the host's
 * page cache answers without a render): the pair the embedded store API just issued for the page's
 * store, in the cookies a render would set.
 */
export function guestCookies(backend: RenderInput['config']['backend'], tokenHost: string, pair: TokenPair): string[] {
  return serverGuestCookies(backend, tokenHost, pair);
}

function requestServices(input: RenderInput, builder: boolean) {
  return serverRequestServices(input.config, {
    host: input.tokenHost ?? input.host,
    domain: input.domain,
    themeId: input.themeId,
    previewKey: input.previewKey ?? null,
    cookieHeader: input.request.headers.get('cookie'),
    builder,
    origin: input.request.headers.get('origin'),
    pageUrl: input.request.url,
  });
}
