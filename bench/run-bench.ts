/**
 * `npm run bench`: server-side rendering throughput and p99 latency for each demo store's home page,
 * beside a static file of the same size served by the same server in the same run, and the gzip
 * size of the JavaScript each route fetches on first load (from the build manifest).
 * Results print as a table and are written to bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config';
import { createHost } from '../server/host';
import { jsBytesPerRoute } from './js-bytes';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STORES = ['aurora', 'nordic', 'sakura'];

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

const config = { ...loadConfig({ ...process.env, PORT: '0', DATA_DIR: process.env.BENCH_DATA_DIR ?? '.data-bench' }), host: '127.0.0.1' };
const clientDir = path.resolve('dist/client');
const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
const entry = await import(pathToFileURL(path.resolve('dist/server/entry-server.js')).href);
let staticBody = Buffer.alloc(0);
const host = await createHost({
  config,
  clientDir,
  ssr: { template: async () => template, render: entry.render },
  logLevel: 'error',
  beforeRoutes: async (app) => {
    app.get('/__bench/static', (_request, reply) => reply.type('text/html').send(staticBody));
  },
});
await host.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = host.app.server.address() as { port: number };
config.storeApiUrl = `http://127.0.0.1:${port}/store-api`;
const origin = `http://127.0.0.1:${port}`;

const rows: Array<Record<string, unknown>> = [];
for (const store of STORES) {
  const url = `${origin}/?store=${store}`;
  const page = await fetch(url);
  const html = await page.text();
  if (!page.ok || !html.includes('data-section-type')) throw new Error(`${store} home did not render (${page.status})`);
  staticBody = Buffer.from(html.replace(/./g, 'x'));
  const ssr = await measure(url);
  const baseline = await measure(`${origin}/__bench/static`);
  rows.push({ page: `${store} home`, bytes: html.length, ssrRps: ssr.requestsPerSecond, ssrP99Ms: ssr.p99Ms, staticRps: baseline.requestsPerSecond, staticP99Ms: baseline.p99Ms, non2xx: ssr.non2xx });
}
await host.close();

const js = await jsBytesPerRoute(clientDir);
console.log(`\nSSR (${CONNECTIONS} connections, ${DURATION_SECONDS}s each)`);
console.table(rows);
console.log('JS fetched on first load (gzip)');
console.table(js);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ date: new Date().toISOString(), ssr: rows, js }, null, 2));
