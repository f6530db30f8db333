/**
 * What the browser needs to know about the live services, handed to it by the server in
 * the page's config: which IP and geo lookups tracking uses, whether tracking runs at all (never in
 * development), and the Firebase Realtime Database that carries the maintenance flag when configured.
 */
export interface FirebasePublicConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
  databaseURL: string;
}

export interface LiveConfig {
  /** 'offline': the IP the host saw and geo 'Unknown'; 'public': the public lookup services. */
  lookups: 'offline' | 'public';
  /** False in development (spec section 5). */
  tracking: boolean;
  /** The owner's scripts: 'load' them, insert them 'inert' (type text/plain: tests and offline demos), or 'off'. */
  ownerScripts: 'load' | 'inert' | 'off';
  /** The maintenance flag over Firebase instead of the host's event stream, with its table name. */
  firebase: (FirebasePublicConfig & { table: string }) | null;
}

export const FIREBASE_CONFIG_FIELDS = [
  'apiKey',
  'authDomain',
  'projectId',
  'storageBucket',
  'messagingSenderId',
  'appId',
  'measurementId',
  'databaseURL',
] as const satisfies readonly (keyof FirebasePublicConfig)[];

export const OFFLINE_LIVE_CONFIG: LiveConfig = { lookups: 'offline', tracking: false, ownerScripts: 'inert', firebase: null };
