/**
 * The store API's entry and composition root: opens its database, builds what its routes share
 * (one StoreRepository, the event bus, the mailer) and mounts its routes on the host's app: the
 * Controller/Action API under /store-api, and the same-origin calls whose tables it owns (tracking
 * beacons and the owner's report, the Conversions API copy, the maintenance stream, /media, the
 * development mailbox). The host imports nothing else of the store API: it reaches it over HTTP
 * and through the handle returned here (a render's calls in process: `call`).
 */
import type { FastifyInstance } from 'fastify';
import { STORE_API_PREFIX, type ServerConfig } from '../config';
import { DatabaseAttemptStore } from './platform/database-attempt-store';
import { shareRateLimits } from './platform/shared-rate-limits';
import { TokenService } from './platform/token.service';
import type { DatabaseHandle } from './platform/database/client';
import { openStoreEventBus } from './platform/events/open-event-bus';
import type { StoreEvent } from './platform/events/store-events';
import { inProcessCalls, type InProcessAnswer, type InProcessCall } from './platform/in-process-calls';
import { registerDevMailbox } from './platform/mail/dev-mailbox';
import { OutboxMailer } from './platform/mail/outbox-mailer';
import { storeSender } from './platform/mail/store-sender';
import { SmtpMailer } from './platform/mail/smtp-mailer';
import { openStoreDatabase } from './open-store-api';
import { OwnerTokenService } from './platform/owner-token.service';
import { membershipReader } from './platform/memberships';
import { storeApiPlugin } from './store-api';
import { registerCapiRoute } from './tracking/capi.route';
import { GraphConversionsApi, type ConversionsApi } from './tracking/conversions-api';
import { registerTrackingRoutes } from './tracking/tracking.route';
import { registerMaintenanceStream } from './web/maintenance-stream.route';
import { readMedia, registerMediaRoutes } from './web/media.route';
import { DatabaseMediaObjects } from './theme/database-media-objects';
import { StoreRepository } from './platform/store.repository';
import { storeDatabaseProbe, type DatabaseState } from './platform/database/database-probe';

import { readJobCounts, type JobCount } from './platform/jobs/job-counts';
import type { DeliveryOutcome } from './webhooks/webhook-delivery.job';

// The host probes a remote store API the way this one probes its database (health-routes.ts).
export { databaseProbe, type DatabaseState } from './platform/database/database-probe';

export type { ConversionsApi } from './tracking/conversions-api';
export type { StoreEvent } from './platform/events/store-events';
export type { InProcessAnswer, InProcessCall } from './platform/in-process-calls';

export interface MountStoreApiOptions {
  config: ServerConfig;
  /** Where conversion events go when a store has a pixel token (default: the Graph API). */
  conversionsApi?: ConversionsApi;
  /** Told each webhook delivery attempt's outcome (delivered, failed, dead, skipped): the host's metrics. */
  onWebhookOutcome?: (outcome: WebhookOutcome) => void;
}

/** A webhook delivery attempt's outcome (webhooks/webhook-delivery.job.ts), as the host's metrics count it. */
export type WebhookOutcome = DeliveryOutcome;

/** What the host holds of the embedded store API. */
export interface EmbeddedStoreApi {
  database: DatabaseHandle;
  /** The key tokens are signed with (TOKEN_SECRET, or the one the deployment keeps in its database). */
  tokenSecret: string;
  /** Every store, for the host's "no such store" page and the start-up addresses. */
  listStores(): Promise<Array<{ name: string; title: string; isMaintenance: boolean; isPasswordProtected: boolean }>>;
  /** A /media file's type and bytes (the image proxy's source), or null. */
  readMedia(path: string): Promise<{ contentType: string; body: Buffer } | null>;
  /** A new guest token pair for a store (a kept page's visitor gets one of their own, page-cache.ts). */
  guestTokens(webID: number): { accessToken: string; refreshToken: string };
  /** The store of a valid guest token of this type, or null (a customer's, a preview's, expired, forged). */
  guestTokenStore(token: string, type: 'access' | 'refresh'): number | null;
  /**
   * A store API call made in this process (a render's): read routes run as functions, with their
   * guards and contracts, everything else through Fastify's inject (in-process-calls.ts).
   */
  call(call: InProcessCall): Promise<InProcessAnswer>;
  /** Hears every store event, this instance's and the fleet's (theme published, catalogue or settings changed, store closed); the unsubscribe. */
  onStoreEvent(listener: (event: StoreEvent) => void): () => void;
  /** Whether the database answers, from the probe the store API's /Health reads too. */
  databaseState(): Promise<DatabaseState>;
  /** The job queue's jobs by kind and state, for the host's metrics. */
  jobCounts(): Promise<JobCount[]>;
  /** Ends the event bus and the database, after the app has closed. */
  close(): Promise<void>;
}

/** The first label of each of the deployment's own host names (the shared hosts, the studio's): no store may take one. */
function reservedAddresses(config: ServerConfig): string[] {
  const hosts = [...config.platformHosts];
  if (URL.canParse(config.studioOrigin)) hosts.push(new URL(config.studioOrigin).hostname);
  return hosts.map((host) => host.split('.')[0] ?? '').filter(Boolean);
}

export async function mountStoreApi(app: FastifyInstance, options: MountStoreApiOptions): Promise<EmbeddedStoreApi> {
  const { config } = options;
  const opened = await openStoreDatabase(config, (message, err) => (err ? app.log.warn({ err }, message) : app.log.warn(message)));
  const database = opened.handle;
  const { db } = database;
  const { tokenSecret } = opened;
  const stores = new StoreRepository({ db, platformDomain: config.platformDomain });
  // A fleet counts its rate limits together in the database it shares; one process in its own maps.
  if (config.databaseUrl) shareRateLimits(app, new DatabaseAttemptStore(db));
  const events = await openStoreEventBus({
    databaseUrl: config.databaseUrl,
    db,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  const outbox = new OutboxMailer({ db });
  // Pictures' bytes in an S3-compatible bucket when configured (decision 105); the SDK loads only then.
  const mediaObjects = config.mediaS3
    ? new (await import('./platform/media-objects/s3-media-objects')).S3MediaObjects(config.mediaS3)
    : new DatabaseMediaObjects(db);
  const databaseProbe = storeDatabaseProbe(db);
  // Listed before the routes register, so the store API's read routes can be called in process.
  const call = inProcessCalls(app, STORE_API_PREFIX);
  await app.register(storeApiPlugin, {
    prefix: STORE_API_PREFIX,
    db,
    stores,
    tokenSecret,
    events,
    databaseProbe,
    ownerApiToken: process.env.OWNER_API_TOKEN,
    platformHosts: config.platformHosts,
    domains: {
      resolver: config.txtResolver,
      dnsServers: config.domainDnsServers,
      reservedHosts: URL.canParse(config.studioOrigin) ? [new URL(config.studioOrigin).hostname] : [],
    },
    studioOrigin: config.studioOrigin,
    mediaObjects,
    stripe: config.stripe,
    ...(config.jobs ? { jobs: config.jobs } : {}),
    webhooks: { allowLoopback: config.webhooksAllowLoopback ?? !config.production, onOutcome: options.onWebhookOutcome },
    signup: {
      platformDomain: config.platformDomain ?? 'localhost',
      reservedAddresses: reservedAddresses(config),
      studioOrigin: config.studioOrigin,
      mode: config.storeSignup ?? 'open',
      operatorTokenDigest: config.operatorTokenDigest ?? null,
    },
    mailer: config.smtpUrl
      ? new SmtpMailer({
          url: config.smtpUrl,
          from: config.mailFrom ?? 'Webx Store <no-reply@localhost>',
          senderOf: (webID) => storeSender(db, webID),
        })
      : outbox,
  });
  // Production without SMTP_URL (the README's demo path): the mailbox answers this machine only (dev-mailbox.ts).
  if (!config.production || config.devMailbox || !config.smtpUrl)
    registerDevMailbox(app, { outbox, localOnly: config.production && !config.devMailbox });
  registerMaintenanceStream(app, { stores, events });
  registerMediaRoutes(app, { db, objects: mediaObjects });
  const beaconTokens = new TokenService({ secret: tokenSecret });
  registerTrackingRoutes(app, {
    db,
    tokens: beaconTokens,
    ownerTokens: new OwnerTokenService({ secret: tokenSecret, membership: membershipReader(db) }),
    ownerApiToken: process.env.OWNER_API_TOKEN || undefined,
    platformHosts: config.platformHosts,
  });
  registerCapiRoute(app, {
    db,
    tokens: beaconTokens,
    stores,
    platformHosts: config.platformHosts,
    conversionsApi: options.conversionsApi ?? new GraphConversionsApi({ fetch }),
  });
  return {
    database,
    databaseState: () => databaseProbe.state(),
    jobCounts: () => readJobCounts(db),
    tokenSecret,
    listStores: () => stores.listStores(),
    readMedia: (path) => readMedia(db, mediaObjects, path),
    guestTokens: (webID) => beaconTokens.issuePairNow({ WebID: webID, UserID: '0' }),
    guestTokenStore: (token, type) => beaconTokens.guestTokenStore(token, type),
    call,
    onStoreEvent: (listener) => events.subscribe(listener),
    close: async () => {
      await events.close();
      await database.close();
    },
  };
}
