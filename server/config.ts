/**
 * Configuration from the environment (documented in the README). Everything has an embedded
 * default so `npm start` works on a fresh machine with no external service.
 */
import type { LiveConfig } from '../src/domain/tracking/live-config';
import { liveConfigFromEnv } from './live-config';
import { createHash } from 'node:crypto';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';
import { parseOriginList } from '../src/domain/editor/origin-allowlist';
import { DEFAULT_PLATFORM_HOSTS, normalizeHost } from '../src/domain/store/store-resolution';
import type { TxtResolver } from '../src/domain/store/txt-resolver';
import { s3MediaFromEnv, type S3MediaConfig } from './media-storage-config';
import { tracingFromEnv, type TraceSettings } from './tracing';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** An in-memory embedded database starts as a copy of this PGlite archive (tests; platform/database/client.ts). */
  embeddedImage?: Uint8Array | undefined;
  /** Base URL the storefront server uses for the store API; embedded when unset. */
  storeApiUrl: string;
  /** Base URL browsers use for the store API. */
  storeApiPublicUrl: string;
  /** Where an unknown store is sent, with `ec` set to the error code. */
  notFoundUrl: string;
  /** TOKEN_SECRET; when unset the embedded store API keeps one in its database (platform/database/deployment-secret.ts). */
  tokenSecret?: string | undefined;
  embeddedStoreApi: boolean;
  /** Which X-Forwarded-For hops to believe for the client address (TRUST_PROXY, server/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** 'mock' serves the in-memory demo store with no database or store API at all. */
  backend: 'http' | 'mock';
  production: boolean;
  /** SMTP server for transactional mail (nodemailer URL); unset keeps mail in the database outbox. */
  smtpUrl?: string | undefined;
  /** Sender of transactional mail. */
  mailFrom?: string | undefined;
  /** Serve the development mailbox (/dev/mailbox) in production too (never by default). */
  devMailbox?: boolean;
  /** Tracking lookups and the Firebase maintenance feed, as the browser gets them. */
  live: LiveConfig;
  /** Exact origins of the pages allowed to frame and drive /editor and /preview (the Theme Studio). */
  editorParentOrigins: string[];
  /** Origin the Theme Studio is served at (its host name chooses it, like a store's). */
  studioOrigin: string;
  /**
   * The platform's shared host names, the only ones where `?store=` chooses the store (PLATFORM_HOSTS);
   * none in production unless DEV_SHARED_HOST_STORES=1 (sharedHostsFromEnv).
   */
  platformHosts: readonly string[];
  /**
   * The domain every store answers under, `<name>.<platformDomain>` (PLATFORM_DOMAIN; else the first
   * name of PLATFORM_HOSTS; else `localhost`): the proxy serves it as a wildcard (decision 98).
   */
  platformDomain?: string;
  /** Where stores' domain proofs (TXT records) are looked up: DOMAIN_DNS_SERVERS, else the system's resolvers. */
  domainDnsServers?: readonly string[] | undefined;
  /** Tests give a fake resolver instead of DNS (tests/fakes/fake-txt-resolver.ts). */
  txtResolver?: TxtResolver | undefined;
  /** When the host sheds load and how many pictures it renders at once; DEFAULT_OVERLOAD when absent. */
  overload?: OverloadConfig;
  /** The store API's job workers (docs/decisions.md 84): tests shorten the poll, the retry backoff and the lease. */
  jobs?: { pollMs?: number; backoff?: { baseMs: number; capMs: number }; leaseMs?: number } | undefined;
  /** METRICS_TOKEN: a bearer token that opens /metrics from anywhere; unset, /metrics answers loopback requests only. */
  metricsToken?: string | undefined;
  /** OpenTelemetry traces (the OTEL_* variables, tracing.ts); null or absent: off, and the SDK is never loaded. */
  tracing?: TraceSettings | null;
  /**
   * Webhooks may go to this machine (http://127.0.0.1:…, http://localhost:…): outside production, or
   * with WEBHOOKS_ALLOW_LOOPBACK=1 (tests). Private and link-local addresses are refused always (decision 91).
   */
  webhooksAllowLoopback?: boolean | undefined;
  /**
   * Whether an empty database gets the demo stores, whose owners' password is public (SEED_DEMO_STORES):
   * outside production by default, in production only when asked (decision 93). Never seeds a database that has a store.
   */
  seedDemoStores: boolean;
  /**
   * Opening stores (decision 97): STORE_SIGNUP (`open`, or `invite`: only the operator's invitations
   * open a store), and the operator API's token (OPERATOR_API_TOKEN, or its SHA-256 in OPERATOR_API_TOKEN_SHA256).
   */
  storeSignup?: 'open' | 'invite';
  operatorTokenDigest?: string | null;
  /** Card payments through Stripe (STRIPE_SECRET_KEY with STRIPE_WEBHOOK_SECRET); no card option without them. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase: string; checkoutOrigin: string } | undefined;
  /** Pictures' bytes in an S3-compatible bucket (MEDIA_S3_*, decision 105); unset, in the database. */
  mediaS3?: S3MediaConfig | undefined;
}

/** Both Stripe secrets or none: a card taken with no webhook to hear of it would leave every order waiting. */
function stripeFromEnv(env: NodeJS.ProcessEnv): ServerConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret)
    throw new Error('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (the webhook is what marks card orders Paid)');
  const apiBase = env.STRIPE_API_BASE?.trim() || 'https://api.stripe.com';
  if (!URL.canParse(apiBase)) throw new Error(`STRIPE_API_BASE must be a URL, got "${apiBase}"`);
  // Where the shopper pays (the pages' form-action allows a checkout post to be sent on there): Stripe's
  // hosted Checkout, or the API base's own origin for a fake that serves both.
  const origin = new URL(apiBase).origin;
  const checkoutOrigin = origin === 'https://api.stripe.com' ? 'https://checkout.stripe.com' : origin;
  return { secretKey, webhookSecret, apiBase, checkoutOrigin };
}

export interface OverloadConfig {
  /** Page, API and picture requests in progress past which a new one gets 503 (MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** Mean event-loop delay, in ms, past which a new request gets 503 (MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Server-rendered pages at once (MAX_PAGE_RENDERS): with the embedded database they share one thread. */
  maxPageRenders: number;
  /** Pages waiting for one of those, half a second at most (PAGE_QUEUE); past it a new one gets 503. */
  pageQueue: number;
  /** Image renders at once (IMAGE_RENDERS): each takes a core and a libuv thread. */
  imageRenders: number;
  /**
   * Image renders waiting for one of those (IMAGE_RENDER_QUEUE); past it a new one gets 503. A refused
   * picture stays broken (browsers do not retry an image), so the queue holds a few shoppers' cold
   * pages (six pictures each at a time); the 5 s wait is what bounds it.
   */
  imageRenderQueue: number;
}

export const DEFAULT_OVERLOAD: OverloadConfig = {
  maxInFlight: 64,
  maxEventLoopDelayMs: 100,
  maxPageRenders: 2,
  pageQueue: 8,
  imageRenders: 2,
  imageRenderQueue: 32,
};

function overloadFromEnv(env: NodeJS.ProcessEnv): OverloadConfig {
  const count = (name: string, fallback: number, min: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number from ${min}, got "${env[name]}"`);
    return value;
  };
  return {
    maxInFlight: count('MAX_IN_FLIGHT', DEFAULT_OVERLOAD.maxInFlight, 1),
    maxEventLoopDelayMs: count('MAX_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD.maxEventLoopDelayMs, 1),
    maxPageRenders: count('MAX_PAGE_RENDERS', DEFAULT_OVERLOAD.maxPageRenders, 1),
    pageQueue: count('PAGE_QUEUE', DEFAULT_OVERLOAD.pageQueue, 0),
    imageRenders: count('IMAGE_RENDERS', DEFAULT_OVERLOAD.imageRenders, 1),
    imageRenderQueue: count('IMAGE_RENDER_QUEUE', DEFAULT_OVERLOAD.imageRenderQueue, 0),
  };
}

export const STORE_API_PREFIX = '/store-api';

/**
 * The shared hosts where `?store=` chooses the store. Every store chosen there shares one origin, so
 * its pages can read each other's shopper tokens (the app's JavaScript reads them, so they cannot be
 * HttpOnly): production serves stores on their own domains only, unless DEV_SHARED_HOST_STORES=1,
 * which is for development and tests only (decision 70).
 */
function sharedHostsFromEnv(env: NodeJS.ProcessEnv, production: boolean): readonly string[] {
  const hosts = env.PLATFORM_HOSTS ? env.PLATFORM_HOSTS.split(',').map(normalizeHost).filter(Boolean) : DEFAULT_PLATFORM_HOSTS;
  const optedIn = env.DEV_SHARED_HOST_STORES === '1' || env.DEV_SHARED_HOST_STORES === 'true';
  return production && !optedIn ? [] : hosts;
}

/**
 * The domain stores answer under (decision 98): PLATFORM_DOMAIN, else the first name (not an address)
 * of PLATFORM_HOSTS, so the deploy recipe's `PLATFORM_HOSTS=shops.example.com` serves
 * `aurora.shops.example.com`; else `localhost`, where browsers find `aurora.localhost` by themselves.
 */
export function platformDomainFromEnv(env: NodeJS.ProcessEnv): string {
  const named = env.PLATFORM_DOMAIN?.trim();
  if (named) {
    const domain = normalizeHost(named).replace(/\.$/, '');
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(domain) || /^[0-9.]+$/.test(domain) || domain.includes('..'))
      throw new Error(`PLATFORM_DOMAIN must be a domain name like shops.example.com, got "${named}"`);
    return domain;
  }
  const hosts = env.PLATFORM_HOSTS?.split(',').map(normalizeHost).filter(Boolean) ?? [];
  return hosts.find((host) => !/^[0-9.]+$/.test(host) && !host.startsWith('[')) ?? 'localhost';
}

/** DOMAIN_DNS_SERVERS: resolvers for the domain checks (`1.1.1.1,8.8.8.8`, `127.0.0.1:5353`); unset, the system's. */
function dnsServersFromEnv(env: NodeJS.ProcessEnv): readonly string[] | undefined {
  const servers = env.DOMAIN_DNS_SERVERS?.split(',')
    .map((server) => server.trim())
    .filter(Boolean);
  return servers?.length ? servers : undefined;
}

/**
 * SEED_DEMO_STORES: `1`/`true` seeds an empty database with the demo stores, `0`/`false` never does;
 * unset, only outside production, so no public password reaches a production database (decision 93).
 */
function seedDemoStoresFromEnv(env: NodeJS.ProcessEnv, production: boolean): boolean {
  const value = env.SEED_DEMO_STORES?.trim().toLowerCase();
  if (!value) return !production;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`SEED_DEMO_STORES must be 1 or 0, got "${env.SEED_DEMO_STORES}"`);
}

/** The operator token's SHA-256 in hex (the only form the operator guard holds), or null when neither is set. */
function operatorTokenDigest(env: NodeJS.ProcessEnv): string | null {
  const hashed = env.OPERATOR_API_TOKEN_SHA256?.trim().toLowerCase();
  if (hashed) {
    if (!/^[0-9a-f]{64}$/.test(hashed))
      throw new Error('OPERATOR_API_TOKEN_SHA256 must be 64 hexadecimal digits (the sha256sum of the token)');
    return hashed;
  }
  const token = env.OPERATOR_API_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 24) throw new Error('OPERATOR_API_TOKEN must be at least 24 characters (e.g. openssl rand -base64 32)');
  return createHash('sha256').update(token).digest('hex');
}

function storeSignupFromEnv(env: NodeJS.ProcessEnv): 'open' | 'invite' {
  const value = env.STORE_SIGNUP?.trim().toLowerCase() || 'open';
  if (value !== 'open' && value !== 'invite') throw new Error(`STORE_SIGNUP must be open or invite, got "${env.STORE_SIGNUP}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const host = env.HOST ?? '0.0.0.0';
  const dataDir = env.DATA_DIR ?? './.data';
  const external = env.STORE_API_URL?.replace(/\/+$/, '');
  const storeApiUrl = external ?? `http://127.0.0.1:${port}${STORE_API_PREFIX}`;
  const studioOrigin = env.STUDIO_ORIGIN?.replace(/\/+$/, '') || `http://studio.localhost:${port}`;
  const toUrl = (value: string) => (URL.canParse(value) ? new URL(value) : null);
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storeApiUrl,
    storeApiPublicUrl: env.STORE_API_PUBLIC_URL?.replace(/\/+$/, '') ?? external ?? STORE_API_PREFIX,
    notFoundUrl: env.NOT_FOUND_URL ?? '/store-not-found',
    tokenSecret: env.TOKEN_SECRET || undefined,
    embeddedStoreApi: !external && env.STORE_BACKEND !== 'mock',
    backend: env.STORE_BACKEND === 'mock' ? 'mock' : 'http',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    devMailbox: env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true',
    live: liveConfigFromEnv(env, env.NODE_ENV === 'production'),
    studioOrigin,
    platformHosts: sharedHostsFromEnv(env, env.NODE_ENV === 'production'),
    platformDomain: platformDomainFromEnv(env),
    domainDnsServers: dnsServersFromEnv(env),
    editorParentOrigins: env.EDITOR_PARENT_ORIGINS ? parseOriginList(env.EDITOR_PARENT_ORIGINS, toUrl) : [studioOrigin],
    overload: overloadFromEnv(env),
    stripe: stripeFromEnv(env),
    seedDemoStores: seedDemoStoresFromEnv(env, env.NODE_ENV === 'production'),
    metricsToken: env.METRICS_TOKEN || undefined,
    tracing: tracingFromEnv(env),
    storeSignup: storeSignupFromEnv(env),
    operatorTokenDigest: operatorTokenDigest(env),
    webhooksAllowLoopback: env.NODE_ENV !== 'production' || env.WEBHOOKS_ALLOW_LOOPBACK === '1',
    mediaS3: s3MediaFromEnv(env),
  };
}
