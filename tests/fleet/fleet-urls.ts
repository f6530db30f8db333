/** Where the fleet test's proxy and instances listen. */
/** `started`: a third instance started the README's way (npm start), for the signal test. */
export const FLEET_PORTS = { proxy: 4600, instances: [4601, 4602], started: 4603 } as const;
export const FLEET_OWNER_TOKEN = 'fleet-owner-token';
/** The operator API's token on both instances (decision 97): at least 24 characters. */
export const FLEET_OPERATOR_TOKEN = 'fleet-operator-token-for-the-fleet-check';

/** A store's address through the proxy (Chromium resolves *.localhost itself). */
export function fleetStoreUrl(store: string, path = '/'): string {
  return `http://${store}.localhost:${FLEET_PORTS.proxy}${path}`;
}

/** The store API through the proxy, for calls from the test itself (Node does not resolve *.localhost). */
export const FLEET_API = `http://127.0.0.1:${FLEET_PORTS.proxy}/store-api`;

/** Sends a request to one instance: 0 is A, 1 is B. */
export const pinTo = (instance: 0 | 1) => ({ 'x-fleet-pin': String(instance) });
