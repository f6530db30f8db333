/**
 * The Node host: one Fastify app serving the embedded store API (under /store-api), the static CDN
 * and assets, and server-side rendering of every storefront route.
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
import { registerMaintenanceStream } from './maintenance-stream';
import { registerMediaRoutes, registerPlaceholderRoute } from './media-routes';
import { registerSeoRoutes } from './seo-routes';
import { registerShopperFormPosts } from './shopper-form-posts';
import { registerDevMailbox } from './dev-mailbox';
import { registerHostGuards } from './host-guards';
import { registerLoadShedding } from './load-shedding';
import { registerSecurityHeaders } from './security-headers';
import { fastifyTrustProxy } from '../trust-proxy';
import { OutboxMailer } from '../store-api/mail/outbox-mailer';
import { SmtpMailer } from '../store-api/mail/smtp-mailer';
import { createSsrHandler, type SsrRuntime } from './ssr/ssr-handler';
import { TokenService } from '../store-api/auth/token-service';
import { OwnerTokenService } from '../store-api/owner/owner-token';
import { registerStoreNotFoundPage } from './store-not-found';
import { registerTrackingRoutes } from '../store-api/tracking/tracking-routes';
import { registerCapiRoute } from '../store-api/tracking/capi-route';
import { GraphConversionsApi, type ConversionsApi } from '../store-api/tracking/conversions-api';
import type { DatabaseHandle } from '../store-api/db/client';
import { openStoreDatabase } from '../store-api/open-store-api';
import { storeApiPlugin } from '../store-api/store-api';
import { DatabaseAttemptStore } from '../store-api/auth/database-attempt-store';
import { shareRateLimits } from '../store-api/auth/shared-rate-limits';
import { openStoreEventBus } from '../store-api/events/open-event-bus';
import type { StoreEventBus } from '../store-api/events/store-events';
import { StoreRepository } from '../store-api/web/store-repository';

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
  database: DatabaseHandle | null;
  /** The key tokens are signed with (TOKEN_SECRET, or the one the deployment keeps in its database). */
  tokenSecret: string | undefined;
  listStores(): Promise<Array<{ name: string; title: string; isMaintenance: boolean; isPasswordProtected: boolean }>>;
  close(): Promise<void>;
}

export async function createHost(options: HostOptions): Promise<Host> {
  const { config } = options;
  const app = Fastify({ logger: { level: options.logLevel ?? 'warn' }, trustProxy: fastifyTrustProxy(config.trustProxy), bodyLimit: 5 * 1024 * 1024 });
  registerHostGuards(app);
  registerLoadShedding(app, config.overload);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (options.beforeRoutes) await options.beforeRoutes(app);

  let database: DatabaseHandle | null = null;
  let tokenSecret = config.tokenSecret;
  let stores: StoreRepository | null = null;
  let events: StoreEventBus | null = null;
  if (config.embeddedStoreApi) {
    const opened = await openStoreDatabase(config, (message) => app.log.warn(message));
    database = opened.handle;
    tokenSecret = opened.tokenSecret;
    stores = new StoreRepository({ db: database.db });
    // A fleet counts its rate limits together in the database it shares; one process in its own maps.
    if (config.databaseUrl) shareRateLimits(app, new DatabaseAttemptStore(database.db));
    events = await openStoreEventBus({ databaseUrl: config.databaseUrl, db: database.db, log: (message, error) => app.log.warn({ err: error }, message) });
    const outbox = new OutboxMailer({ db: database.db });
    await app.register(storeApiPlugin, {
      prefix: STORE_API_PREFIX, db: database.db, tokenSecret,
      events, ownerApiToken: process.env.OWNER_API_TOKEN, platformHosts: config.platformHosts,
      mailer: config.smtpUrl ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom ?? 'Webx Store <no-reply@localhost>' }) : outbox,
    });
    // Production without SMTP_URL (the README's demo path): the mailbox answers this machine only (dev-mailbox.ts).
    if (!config.production || config.devMailbox || !config.smtpUrl) registerDevMailbox(app, { outbox, localOnly: config.production && !config.devMailbox });
    registerMaintenanceStream(app, { stores, events });
    registerMediaRoutes(app, { db: database.db });
    const beaconTokens = new TokenService({ secret: tokenSecret });
    registerTrackingRoutes(app, { db: database.db, tokens: beaconTokens, ownerTokens: new OwnerTokenService({ secret: tokenSecret }), ownerApiToken: process.env.OWNER_API_TOKEN || undefined, platformHosts: config.platformHosts });
    registerCapiRoute(app, { db: database.db, tokens: beaconTokens, stores, platformHosts: config.platformHosts, conversionsApi: options.conversionsApi ?? new GraphConversionsApi({ fetch }) });
  }
  const listStores = async () => (stores ? stores.listStores() : []);
  registerPlaceholderRoute(app);
  registerImageProxy(app, { db: database?.db ?? null, dataDir: config.dataDir, renders: config.overload });
  const hostRouteOptions = config.embeddedStoreApi
    ? { backend: config.backend, storeApiUrl: `http://embedded${STORE_API_PREFIX}`, storeApiFetch: injectFetch(app), platformHosts: config.platformHosts }
    : { backend: config.backend, storeApiUrl: config.storeApiUrl, storeApiFetch: fetch, platformHosts: config.platformHosts };
  registerContactPost(app, hostRouteOptions);
  registerMaintenancePost(app, hostRouteOptions);
  registerStoreNotFoundPage(app, { listStores, port: config.port });

  await app.register(fastifyStatic, {
    root: path.resolve('node_modules/@fontsource'),
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
      maxAge: '365d',
      immutable: true,
    });
    // App-update files: always revalidated, so open pages see a new deploy at their next check.
    await app.register(fastifyStatic, {
      root: path.join(options.clientDir, 'builds'),
      prefix: '/builds/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
    });
    // The Theme Studio is a build of its own (vite.studio.config.ts), so it never shares chunks with the storefront.
    await app.register(fastifyStatic, {
      root: path.resolve(options.clientDir, '../studio/studio-assets'),
      prefix: '/studio-assets/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
    app.get('/favicon.svg', (_request, reply) => reply.type('image/svg+xml').send(FAVICON));
  }

  if (options.ssr) {
    const storeApiFetch = config.embeddedStoreApi ? injectFetch(app) : undefined;
    registerSeoRoutes(app, { storeApiUrl: config.storeApiUrl, backend: config.backend, platformHosts: config.platformHosts, ...(storeApiFetch ? { fetch: storeApiFetch } : {}) });
    const ssr = createSsrHandler(config, options.ssr, config.backend, storeApiFetch);
    app.get('/*', ssr);
    app.get('/', ssr);
    registerShopperFormPosts(app, ssr);
  }

  return {
    app,
    database,
    tokenSecret,
    listStores,
    close: async () => {
      await app.close();
      await events?.close();
      await database?.close();
    },
  };
}

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#111827"/><path d="M7 10l4 12 5-9 5 9 4-12" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/></svg>';
