/**
 * Production entry (`npm start`): serves the built storefront and the embedded store API, then
 * prints the demo stores' addresses.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../src/ui/entry-server';
import { loadConfig } from './config';
import { createHost } from './host/host';
import { printStoreAddresses } from './host/print-addresses';

const config = loadConfig();
const clientDir = path.resolve('dist/client');
const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const studioPage = await readFile(path.resolve('dist/studio/studio.html'), 'utf8');
const entry = (await import(pathToFileURL(path.resolve('dist/server/entry-server.js')).href)) as ServerEntry;

const host = await createHost({
  config,
  clientDir,
  ssr: { template: async () => template, render: entry.render, guestCookies: entry.guestCookies, studioPage: async () => studioPage },
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
await host.app.listen({ port: config.port, host: config.host });
await printStoreAddresses(host, config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void host.close().finally(() => process.exit(0));
  });
}
