/** Development entry (`npm run dev`): Vite in middleware mode with hot reload, same host otherwise. */
import { readFile } from 'node:fs/promises';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { RenderInput, RenderResult, ServerEntry } from '../src/ui/entry-server';
import { loadConfig } from './config';
import { createHost } from './host/host';
import { printStoreAddresses } from './host/print-addresses';

const config = loadConfig();
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });

/** The entry as it is now: hot reload gives a new one after an edit. */
const serverEntry = async () => (await vite.ssrLoadModule('/src/ui/entry-server.tsx')) as ServerEntry;

const host = await createHost({
  config,
  beforeRoutes: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
  },
  ssr: {
    template: async (url) => vite.transformIndexHtml(url, await readFile('index.html', 'utf8')),
    studioPage: async (url) => vite.transformIndexHtml(url, await readFile('studio.html', 'utf8')),
    render: async (input: RenderInput): Promise<RenderResult> => (await serverEntry()).render(input),
    guestCookies: async (backend, tokenHost, pair) => (await serverEntry()).guestCookies(backend, tokenHost, pair),
  },
  logLevel: 'info',
});
await host.app.listen({ port: config.port, host: config.host });
await printStoreAddresses(host, config);
