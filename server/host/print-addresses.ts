/** Prints where the demo stores answer once the server listens. */
import type { ServerConfig } from '../config';
import type { Host } from './host';

export async function printStoreAddresses(host: Host, config: ServerConfig): Promise<void> {
  const stores = await host.listStores();
  const port = (host.app.server.address() as { port: number } | null)?.port ?? config.port;
  const lines = [`Storefront listening on http://localhost:${port}/`, 'Demo stores:'];
  // `?store=` is offered only where it chooses a store (production refuses it without DEV_SHARED_HOST_STORES).
  const shared = config.platformHosts.includes('localhost');
  for (const store of stores) {
    const mode = store.isMaintenance ? ' (maintenance mode)' : store.isPasswordProtected ? ' (password protected)' : '';
    const byQuery = shared ? `   or   http://localhost:${port}/?store=${store.name}` : '';
    lines.push(`  ${store.title.padEnd(20)} http://${store.name}.localhost:${port}/${byQuery}${mode}`);
  }
  if (config.production && config.platformHosts.length > 0)
    lines.push(
      `DEV_SHARED_HOST_STORES is on: stores chosen with ?store= on ${config.platformHosts.join(', ')} can read each other's shopper tokens (development and tests only).`,
    );
  if (config.embeddedStoreApi)
    lines.push(
      `Theme Studio: ${config.studioOrigin}/   (owner@<store>.example, or owner@webx.example for every demo store; password Studio-2026)`,
    );
  if (config.backend === 'mock')
    lines.push(
      `  Mock Store (in-memory, no database)  http://mock.localhost:${port}/${shared ? `   or   http://localhost:${port}/?store=mock` : ''}`,
    );
  else if (!config.embeddedStoreApi) lines.push(`Store API: ${config.storeApiUrl}`);
  console.log(lines.join('\n'));
}
