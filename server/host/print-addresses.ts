/** Prints where the stores answer once the server listens, or how to create the first one. */
import type { ServerConfig } from '../config';
import type { Host } from './host';

/** What an operator runs to open the first store of an empty deployment (docs/deploy.md, "Stores"). */
export const FIRST_STORE_HINT = [
  'No store yet. Create the first one:',
  '  npm run store -- create --name my-shop --email you@example.com --password "<a long password>"   (embedded database: stop this server first)',
  'or start once with SEED_DEMO_STORES=1 on an empty database for the five demo stores (development and tests only: their owners share a public password).',
].join('\n');

export async function printStoreAddresses(host: Host, config: ServerConfig): Promise<void> {
  const stores = await host.listStores();
  const port = (host.app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [`Storefront listening on http://localhost:${port}/`];
  // `?store=` is offered only where it chooses a store (production refuses it without DEV_SHARED_HOST_STORES).
  const shared = config.platformHosts.includes('localhost');
  if (config.embeddedStoreApi && config.backend !== 'mock' && stores.length === 0) lines.push(FIRST_STORE_HINT);
  else if (stores.length > 0) lines.push('Stores:');
  for (const store of stores) {
    const mode = store.isMaintenance ? ' (maintenance mode)' : store.isPasswordProtected ? ' (password protected)' : '';
    const byQuery = shared ? `   or   http://localhost:${port}/?store=${store.name}` : '';
    lines.push(`  ${store.title.padEnd(20)} http://${store.name}.localhost:${port}/${byQuery}${mode}`);
  }
  if (config.production && config.platformHosts.length > 0)
    lines.push(
      `DEV_SHARED_HOST_STORES is on: stores chosen with ?store= on ${config.platformHosts.join(', ')} can read each other's shopper tokens (development and tests only).`,
    );
  if (config.production && config.seedDemoStores)
    lines.push(
      "SEED_DEMO_STORES is on: an empty database gets the demo stores, whose owners' password is public (development and tests only).",
    );
  if (config.embeddedStoreApi)
    lines.push(
      config.seedDemoStores
        ? `Theme Studio: ${config.studioOrigin}/   (owner@<store>.example, or owner@webx.example for every demo store; password Studio-2026)`
        : `Theme Studio: ${config.studioOrigin}/`,
    );
  if (config.backend === 'mock')
    lines.push(
      `  Mock Store (in-memory, no database)  http://mock.localhost:${port}/${shared ? `   or   http://localhost:${port}/?store=mock` : ''}`,
    );
  else if (!config.embeddedStoreApi) lines.push(`Store API: ${config.storeApiUrl}`);
  console.log(lines.join('\n'));
}
