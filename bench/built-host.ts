/**
 * The built storefront (npm run build) in this process for a benchmark: the real host with server
 * rendering from dist/, the Theme Studio's page, the embedded store API and a data folder of the
 * bench's own. The port is chosen before the host is made, since the host derives the studio's
 * origin (studio.localhost:<port>) from it.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { createHost, type HostOptions } from '../server/host/host';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

export async function startBuiltHost(options: { beforeRoutes?: HostOptions['beforeRoutes'] } = {}) {
  // BENCH_PORT pins the port where a shared machine hands each session its own range.
  const chosenPort = Number(process.env.BENCH_PORT) || (await freePort());
  const config = {
    // Pages are named by ?store= on 127.0.0.1, which production answers only with the shared hosts opted in
    // (decision 70); the benches measure the demo stores, which production seeds only when asked (decision 93).
    ...loadConfig({
      DEV_SHARED_HOST_STORES: '1',
      SEED_DEMO_STORES: '1',
      ...process.env,
      PORT: String(chosenPort),
      DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data-bench',
    }),
    host: '127.0.0.1',
  };
  const clientDir = path.resolve('dist/client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const studioPage = await readFile(path.resolve('dist/studio/studio.html'), 'utf8');
  const entry = await import(pathToFileURL(path.resolve('dist/server/entry-server.js')).href);
  const host = await createHost({
    config,
    clientDir,
    ssr: { template: async () => template, render: entry.render, guestCookies: entry.guestCookies, studioPage: async () => studioPage },
    logLevel: 'error',
    ...(options.beforeRoutes ? { beforeRoutes: options.beforeRoutes } : {}),
  });
  return {
    config,
    host,
    /** Listens on the chosen port and points server rendering's store API calls at it; the port. */
    async listen(): Promise<number> {
      await host.app.listen({ port: chosenPort, host: '127.0.0.1' });
      config.storeApiUrl = `http://127.0.0.1:${chosenPort}/store-api`;
      return chosenPort;
    },
  };
}
