/**
 * Configuration from the environment (documented in the README). Everything has an embedded
 * default so `npm start` works on a fresh machine with no external service.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveConfig } from '../src/domain/tracking/live-config';
import { liveConfigFromEnv } from './live-config';
import { parseOriginList } from '../src/domain/editor/origin-allowlist';
import { DEFAULT_PLATFORM_HOSTS, normalizeHost } from '../src/domain/store/store-resolution';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base URL the storefront server uses for the store API; embedded when unset. */
  storeApiUrl: string;
  /** Base URL browsers use for the store API. */
  storeApiPublicUrl: string;
  /** Where an unknown store is sent, with `ec` set to the error code. */
  notFoundUrl: string;
  tokenSecret: string;
  embeddedStoreApi: boolean;
  /** Trust X-Forwarded-* (client IP for rate limits) only behind a known reverse proxy. */
  trustProxy: boolean;
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
  /** The platform's shared host names, the only ones where `?store=` chooses the store (PLATFORM_HOSTS). */
  platformHosts: readonly string[];
}

export const STORE_API_PREFIX = '/store-api';

function readOrCreateSecret(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
    tokenSecret: env.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    embeddedStoreApi: !external && env.STORE_BACKEND !== 'mock',
    backend: env.STORE_BACKEND === 'mock' ? 'mock' : 'http',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    devMailbox: env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true',
    live: liveConfigFromEnv(env, env.NODE_ENV === 'production'),
    studioOrigin,
    platformHosts: env.PLATFORM_HOSTS ? env.PLATFORM_HOSTS.split(',').map(normalizeHost).filter(Boolean) : DEFAULT_PLATFORM_HOSTS,
    editorParentOrigins: env.EDITOR_PARENT_ORIGINS ? parseOriginList(env.EDITOR_PARENT_ORIGINS, toUrl) : [studioOrigin],
  };
}
