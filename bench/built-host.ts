/**
 * The built storefront (npm run build) in this process for a benchmark: the real host with server
 * rendering from dist/, on the embedded store API and a data folder of the bench's own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../server/config';
import { createHost, type HostOptions } from '../server/host/host';

export async function startBuiltHost(options: { beforeRoutes?: HostOptions['beforeRoutes'] } = {}) {
  const config = { ...loadConfig({ ...process.env, PORT: '0', DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data-bench' }), host: '127.0.0.1' };
  const clientDir = path.resolve('dist/client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const entry = await import(pathToFileURL(path.resolve('dist/server/entry-server.js')).href);
  const host = await createHost({
    config, clientDir, ssr: { template: async () => template, render: entry.render, studioPage: async () => '' }, logLevel: 'error',
    ...(options.beforeRoutes ? { beforeRoutes: options.beforeRoutes } : {}),
  });
  return {
    config,
    host,
    /** Listens on a free port and points server rendering's store API calls at it; the port. */
    async listen(): Promise<number> {
      await host.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = host.app.server.address() as { port: number };
      config.storeApiUrl = `http://127.0.0.1:${port}/store-api`;
      return port;
    },
  };
}
