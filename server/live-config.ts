/**
 * The live-services part of the page config, from the environment (documented in docs/tracking.md):
 * TRACKING_LOOKUPS=public for the public IP and geo services; TRACKING=off; OWNER_SCRIPTS=inert|off; FIREBASE_DATABASE_URL (and the other
 * FIREBASE_* public fields, FIREBASE_TABLE) to read the maintenance flag from Firebase.
 */
import { FIREBASE_CONFIG_FIELDS, type LiveConfig } from '../src/domain/tracking/live-config';

const envName = (field: string) => `FIREBASE_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

export function liveConfigFromEnv(env: NodeJS.ProcessEnv, production: boolean): LiveConfig {
  const databaseURL = env.FIREBASE_DATABASE_URL?.trim();
  const firebase = databaseURL
    ? {
        ...(Object.fromEntries(FIREBASE_CONFIG_FIELDS.map((field) => [field, env[envName(field)]?.trim() ?? ''])) as Record<
          (typeof FIREBASE_CONFIG_FIELDS)[number],
          string
        >),
        databaseURL,
        table: env.FIREBASE_TABLE?.trim() || 'webs',
      }
    : null;
  return {
    lookups: env.TRACKING_LOOKUPS === 'public' ? 'public' : 'offline',
    // Development is never tracked; TRACKING=off turns it off elsewhere too.
    tracking: production && env.TRACKING !== 'off',
    ownerScripts: env.OWNER_SCRIPTS === 'inert' || env.OWNER_SCRIPTS === 'off' ? env.OWNER_SCRIPTS : 'load',
    firebase,
  };
}
