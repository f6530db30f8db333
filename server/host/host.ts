/**
 * The Node host: one Fastify app serving the static CDN and assets, the image proxy, the no-JavaScript
 * form posts and server-side rendering of every storefront route, with the embedded store API mounted
 * beside them by its own entry (mount-store-api.ts, under /store-api): renders call it in process
 * (its `call`), the host's own routes over HTTP (in process through inject-fetch.ts).
 */
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { STORE_API_PREFIX, type ServerConfig } from '../config';
import { registerContactPost } from './contact-post';
import { registerImageProxy } from './image-proxy';
import { injectFetch } from './inject-fetch';
import { registerMaintenancePost } from './maintenance-post';
import { registerPlaceholderRoute } from './placeholder-route';
import { registerSeoRoutes } from './seo-routes';
import { registerShopperFormPosts } from './shopper-form-posts';
import { registerHostGuards } from './host-guards';
import { registerLoadShedding } from './load-shedding';
import { registerRequestIdHeader, requestIdOf } from './request-ids';
import { registerRequestSpans } from './request-spans';
import { startTracing, tracing } from '../tracing';
import { registerHealthRoutes, remoteStoreApiProbe } from './health-routes';
import { registerMetrics, type MetricsSources } from './metrics';
import { registerSecurityHeaders } from './security-headers';
import { fastifyTrustProxy } from '../trust-proxy';
import { createSsrHandler, type SsrRuntime } from './ssr/ssr-handler';
import { FONTS_ROOT, VARIABLE_FONTS_ROOT } from './ssr/font-faces';
import { PageCache } from './ssr/page-cache';
import { HostWebInfoKeeper } from './ssr/web-info-keeper';
import { dropOnStoreEvents } from './ssr/store-keyed-cache';
import { registerStoreNotFoundPage } from './store-not-found';
import { mountStoreApi, type ConversionsApi, type EmbeddedStoreApi } from '../store-api/mount-store-api';

export interface HostOptions {
  config: ServerConfig;
  /** SSR runtime; absent when the store API runs on its own. */
  ssr?: SsrRuntime;
  /** Folder of built client assets (production). */
  clientDir?: string;
  /** Registers extra middleware before routes (the Vite dev server). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  logLevel?: string;
  /** Where conversion events go when a store has a pixel token (default: the Graph API). */
  conversionsApi?: ConversionsApi;
}

export interface Host {
  app: FastifyInstance;
  database: EmbeddedStoreApi['database'] | null;
  /** The key tokens are signed with (TOKEN_SECRET, or the one the deployment keeps in its database). */
  tokenSecret: string | undefined;
  /** The embedded store API's in-process calls (what renders use), or null for a store API elsewhere. */
  storeApiCall: EmbeddedStoreApi['call'] | null;
  listStores(): Promise<Array<{ name: string; title: string; isMaintenance: boolean; isPasswordProtected: boolean }>>;
  close(): Promise<void>;
}

export async function createHost(options: HostOptions): Promise<Host> {
  const { config } = options;
  // Loaded only when an exporter is configured (decision 109); before anything that makes spans.
  const traces = config.tracing ? await startTracing(config.tracing) : null;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'warn' },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 5 * 1024 * 1024,
    // Ids from requestIdOf only (request-ids.ts): Fastify's own header reading keeps any text a client sends.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  registerRequestIdHeader(app);
  // First of the request hooks, so the span holds the guards, the load shedding and the store API's own.
  if (tracing().on) registerRequestSpans(app);
  // First, so its answer hook sees every route, the store API's included; its sources are set once mounted.
  const metricSources: MetricsSources = { token: config.metricsToken, databaseState: async () => 'unreachable', jobCounts: null };
  const counters = registerMetrics(app, metricSources);
  registerHostGuards(app);
  registerLoadShedding(app, config.overload);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (options.beforeRoutes) await options.beforeRoutes(app);

  // The store API mounts itself (mount-store-api.ts); the host keeps only its handle and talks to it over HTTP.
  const storeApi = config.embeddedStoreApi
    ? await mountStoreApi(app, {
        config,
        onWebhookOutcome: counters.webhookOutcome,
        ...(options.conversionsApi ? { conversionsApi: options.conversionsApi } : {}),
      })
    : null;
  const listStores = async () => (storeApi ? storeApi.listStores() : []);
  const databaseState = storeApi ? storeApi.databaseState : remoteStoreApiProbe(config.storeApiUrl);
  registerHealthRoutes(app, databaseState);
  metricSources.databaseState = databaseState;
  metricSources.jobCounts = storeApi?.jobCounts ?? null;
  registerPlaceholderRoute(app);
  registerImageProxy(app, { media: storeApi?.readMedia ?? null, dataDir: config.dataDir, renders: config.overload });
  const hostRouteOptions = config.embeddedStoreApi
    ? {
        backend: config.backend,
        storeApiUrl: `http://embedded${STORE_API_PREFIX}`,
        storeApiFetch: injectFetch(app),
        platformHosts: config.platformHosts,
      }
    : { backend: config.backend, storeApiUrl: config.storeApiUrl, storeApiFetch: fetch, platformHosts: config.platformHosts };
  registerContactPost(app, hostRouteOptions);
  registerMaintenancePost(app, hostRouteOptions);
  registerStoreNotFoundPage(app, { listStores, port: config.port });

  await app.register(fastifyStatic, {
    root: VARIABLE_FONTS_ROOT,
    prefix: '/fonts/variable/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: FONTS_ROOT,
    prefix: '/fonts/',
    decorateReply: false,
    maxAge: '365d',
    immutable: true,
  });
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: path.join(options.clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      // The build's brotli-11 and gzip-9 siblings (scripts/precompress.mjs); @fastify/compress leaves an encoded answer alone.
      preCompressed: true,
      // A shared cache must keep the encodings apart: @fastify/static does not say so itself.
      setHeaders: varyByEncoding,
      maxAge: '365d',
      immutable: true,
    });
    // App-update files: always revalidated, so open pages see a new deploy at their next check.
    await app.register(fastifyStatic, {
      root: path.join(options.clientDir, 'builds'),
      prefix: '/builds/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
    });
    // The Theme Studio is a build of its own (vite.studio.config.ts), so it never shares chunks with the storefront.
    await app.register(fastifyStatic, {
      root: path.resolve(options.clientDir, '../studio/studio-assets'),
      prefix: '/studio-assets/',
      decorateReply: false,
      preCompressed: true,
      setHeaders: varyByEncoding,
      maxAge: '365d',
      immutable: true,
    });
    app.get('/favicon.svg', (_request, reply) => reply.type('image/svg+xml').send(FAVICON));
  }

  if (options.ssr) {
    const storeApiFetch = config.embeddedStoreApi ? injectFetch(app) : undefined;
    registerSeoRoutes(app, {
      storeApiUrl: config.storeApiUrl,
      backend: config.backend,
      platformHosts: config.platformHosts,
      ...(storeApiFetch ? { fetch: storeApiFetch } : {}),
    });
    // Anonymous pages are kept only where the store API's events reach this host, so a change shows at once.
    const pageCache = storeApi ? new PageCache({ ttlMs: PAGE_CACHE_TTL_MS, maxEntries: 2000, maxBytes: 32 * 1024 * 1024 }) : null;
    const webInfoKeeper = storeApi
      ? new HostWebInfoKeeper({ ttlMs: PAGE_CACHE_TTL_MS, maxEntries: 1000, guestTokens: storeApi.guestTokens })
      : null;
    if (storeApi && pageCache && webInfoKeeper) {
      // The store API's bus: this instance's events, and on a fleet sharing PostgreSQL every instance's.
      const unsubscribe = dropOnStoreEvents(storeApi.onStoreEvent, [pageCache, webInfoKeeper]);
      app.addHook('onClose', async () => unsubscribe());
    }
    const ssr = createSsrHandler(config, options.ssr, {
      backend: config.backend,
      storeApiTransport: storeApi?.call,
      pageCache,
      guestTokens: storeApi?.guestTokens,
      guestTokenStore: storeApi?.guestTokenStore,
      clientDir: options.clientDir,
      webInfoKeeper,
    });
    app.get('/*', ssr);
    app.get('/', ssr);
    registerShopperFormPosts(app, ssr);
  }

  return {
    app,
    database: storeApi?.database ?? null,
    tokenSecret: storeApi?.tokenSecret ?? config.tokenSecret,
    storeApiCall: storeApi?.call ?? null,
    listStores,
    close: async () => {
      await app.close();
      await storeApi?.close();
      await traces?.stop();
    },
  };
}

/** How long an anonymous visitor's page is kept (page-cache.ts): store events end it sooner. */
const PAGE_CACHE_TTL_MS = 5000;

const varyByEncoding = (reply: { header(name: string, value: string): unknown }) => reply.header('vary', 'Accept-Encoding');

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#111827"/><path d="M7 10l4 12 5-9 5 9 4-12" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>';
