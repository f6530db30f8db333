/**
 * A host started with no OpenTelemetry settings, in a process of its own (traces.test.ts): it serves a
 * product page and prints its status, whether the tracing SDK was imported and what OpenTelemetry's
 * API has registered, as one JSON line.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_OVERLOAD, loadConfig } from '../../../server/config';
import { createHost } from '../../../server/host/host';
import { tracing, tracingSdkImported } from '../../../server/tracing';
import { OFFLINE_LIVE_CONFIG } from '../../../src/domain/tracking/live-config';
import { createServer } from 'vite';
import type { ServerEntry } from '../../../src/ui/entry-server';

// The render entry as the dev server loads it (its section registry is a Vite glob).
const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error' });
const entry = (await vite.ssrLoadModule('/src/ui/entry-server.tsx')) as ServerEntry;
const image = process.env.SEEDED_IMAGE_FILE;
const config = {
  ...loadConfig({ ...process.env, DATABASE_URL: '', PORT: '0' }),
  dataDir: 'memory://',
  databaseUrl: undefined,
  embeddedImage: image ? readFileSync(image) : undefined,
  live: OFFLINE_LIVE_CONFIG,
  seedDemoStores: true,
  overload: { ...DEFAULT_OVERLOAD, maxEventLoopDelayMs: 5000 },
};
const host = await createHost({
  config,
  logLevel: 'error',
  ssr: {
    template: async () => '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>',
    studioPage: async () => '',
    render: entry.render,
    guestCookies: entry.guestCookies,
  },
});
try {
  const page = await host.app.inject({
    method: 'GET',
    url: '/satin-sundress',
    headers: { host: 'aurora.localhost:3000', 'user-agent': 'Mozilla/5.0 Chrome/140.0' },
  });
  // What OpenTelemetry's API registers globally once an SDK is set up (a tracer provider, a context manager).
  const registered = Object.keys((globalThis as Record<symbol, object | undefined>)[Symbol.for('opentelemetry.js.api.1')] ?? {});
  console.log(JSON.stringify({ status: page.statusCode, sdkImported: tracingSdkImported(), tracingOn: tracing().on, registered }));
} finally {
  await host.close();
  await vite.close();
}
