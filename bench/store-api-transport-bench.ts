/**
 * `npx tsx bench/store-api-transport-bench.ts`: what a render's store API calls cost through each
 * transport of its client (decision 49), in one process over the bench's database: the HTTP client
 * over Fastify's inject (ky, Request and Response, light-my-request: how renders called the
 * embedded store API before) and the in-process client (read routes run as functions). The calls
 * of a product page's render (product, cards, a flat URL) are sent in alternating rounds; the
 * figures are process CPU and wall time per call, medians of the rounds, so machine load weighs on
 * both alike. BENCH_ROUNDS and BENCH_CALLS size it.
 */
import { startBuiltHost } from './built-host';
import { injectFetch } from '../server/host/inject-fetch';
import { createStoreApiClient, readStoreApi, type StoreApiClient } from '../src/adapters/http/store-api-client';
import { createInProcessStoreApiClient } from '../src/adapters/http/in-process-store-api-client';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);

const { host } = await startBuiltHost();
const baseUrl = 'http://embedded/store-api';
const info = await readStoreApi(
  createStoreApiClient({ baseUrl, accessToken: () => null, fetch: injectFetch(host.app) }).get('Web/GetWebInfo', {
    searchParams: { Domain: 'aurora' },
  }),
  (data: { tokens: { accessToken: string } }) => data,
);
const token = info.tokens.accessToken;
const clients: Record<string, StoreApiClient> = {
  'HTTP client over inject (before)': createStoreApiClient({ baseUrl, accessToken: () => token, fetch: injectFetch(host.app) }),
  'in-process client (after)': createInProcessStoreApiClient({ baseUrl, accessToken: () => token, transport: host.storeApiCall! }),
};

/** A product page's render: its product, a section's cards and the flat URL it came by. */
async function renderCalls(client: StoreApiClient) {
  await client.get('Catalog/GetProduct', { searchParams: { ProductID: '1' } }).json();
  await client.get('Catalog/GetProducts', { searchParams: { Source: 'latest', Limit: '8' } }).json();
  await client.get('Page/Resolve', { searchParams: { Slug: 'dresses' } }).json();
}

const samples = new Map<string, Array<{ cpuUs: number; wallUs: number }>>();
for (const client of Object.values(clients)) for (let i = 0; i < 20; i += 1) await renderCalls(client);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, client] of Object.entries(clients)) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let i = 0; i < CALLS; i += 1) await renderCalls(client);
    const spent = process.cpuUsage(cpu);
    const calls = CALLS * 3;
    const list = samples.get(name) ?? [];
    list.push({ cpuUs: (spent.user + spent.system) / calls, wallUs: ((performance.now() - started) * 1000) / calls });
    samples.set(name, list);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.table(
  [...samples].map(([name, list]) => ({
    client: name,
    cpuUsPerCall: Math.round(median(list.map((s) => s.cpuUs))),
    wallUsPerCall: Math.round(median(list.map((s) => s.wallUs))),
  })),
);
await host.close();
