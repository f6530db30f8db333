/** Addresses of the demo stores on the end-to-end server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The owner token the end-to-end server runs with (owner calls: maintenance, the tracking report). */
export const E2E_OWNER_TOKEN = 'e2e-owner-token';

/** The operator API's token on the end-to-end server (decision 97): specs open stores of their own with it. */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-for-fresh-stores';

export function storeUrl(store: string, path = '/'): string {
  return `http://${store}.localhost:${E2E_PORT}${path}`;
}

export const DEMO_STORES = [
  { name: 'aurora', title: 'Aurora Boutique' },
  { name: 'nordic', title: 'Nordic Living' },
  { name: 'sakura', title: 'Sakura Tech' },
  { name: 'atelier', title: 'Atelier Clay' },
  { name: 'vault', title: 'The Vault Cellar' },
] as const;
