/**
 * An embedded store API on a random port over a fresh seeded database: memory PGlite, or the
 * PostgreSQL named by TEST_DATABASE_URL, each a copy of the run's seeded database (seeded-database.setup.ts).
 */
import { DEFAULT_PLATFORM_HOSTS } from '../../../src/domain/store/store-resolution';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEFAULT_OVERLOAD, type ServerConfig } from '../../../server/config';
import { createHost, type Host, type HostOptions } from '../../../server/host/host';
import { OFFLINE_LIVE_CONFIG } from '../../../src/domain/tracking/live-config';
import { recreateDatabase, seededTemplateOf } from './postgres-databases';

let seededImage: Uint8Array | undefined;
/** The run's seeded database archive (seeded-database.setup.ts), read once per file; none on PostgreSQL. */
function seededImageOf(): Uint8Array | undefined {
  const file = inject('seededImageFile');
  if (!file) return undefined;
  seededImage ??= readFileSync(file);
  return seededImage;
}

/** `joinDatabase`: a second instance on the PostgreSQL another test server already set up (no reset). */
export async function startTestStoreApi(
  hostOptions: Partial<HostOptions> = {},
  configOverrides: Partial<ServerConfig> = {},
  joinDatabase = false,
): Promise<{ host: Host; baseUrl: string; origin: string }> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  // A copy of the run's seeded template (seeded-database.setup.ts): the server finds it migrated and seeded.
  if (databaseUrl && !joinDatabase) await recreateDatabase(databaseUrl, seededTemplateOf(databaseUrl));
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    embeddedImage: databaseUrl ? undefined : seededImageOf(),
    storeApiUrl: '',
    storeApiPublicUrl: '/store-api',
    notFoundUrl: '/store-not-found',
    tokenSecret: 'integration-test-secret-integration-test-secret',
    embeddedStoreApi: true,
    platformHosts: DEFAULT_PLATFORM_HOSTS,
    backend: 'http',
    // Tests stand in for clients behind one proxy: the last X-Forwarded-For entry gives each test its own address.
    trustProxy: 1,
    production: false,
    live: OFFLINE_LIVE_CONFIG,
    studioOrigin: 'http://studio.localhost',
    editorParentOrigins: ['http://studio.localhost'],
    // The test process also runs the embedded database and the test's own calls on this event loop, on
    // a machine running other test files: its lag is the suite's, not overload of a serving host, so
    // only a stall of seconds sheds (load shedding itself is tested on its own, tests/unit/server).
    overload: { ...DEFAULT_OVERLOAD, maxEventLoopDelayMs: 2000 },
    // The copy is seeded already; a database that somehow is not gets the demo stores the tests use.
    seedDemoStores: true,
    ...configOverrides,
  };
  const host = await createHost({ config, logLevel: 'error', ...hostOptions });
  await host.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = host.app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return { host, baseUrl: `${origin}/store-api`, origin };
}

export type TestStoreApi = Awaited<ReturnType<typeof startTestStoreApi>>;

/**
 * One seeded store API for the test file: started before its tests, closed after them. The object
 * returned is filled in when the server is up, so tests read `server.baseUrl` as usual.
 */
export function startStoreApiForFile(hostOptions: Partial<HostOptions> = {}, configOverrides: Partial<ServerConfig> = {}): TestStoreApi {
  const server = {} as TestStoreApi;
  beforeAll(async () => {
    Object.assign(server, await startTestStoreApi(hostOptions, configOverrides));
  });
  afterAll(async () => {
    await server.host?.close();
  });
  return server;
}

/**
 * A store API for the file with these demo stores opened first (their owner switches maintenance
 * off): tests of what an open store does may use a store the seed keeps closed (atelier's forms).
 */
export function startStoreApiWithOpenStores(stores: readonly string[]): TestStoreApi {
  const server = startStoreApiForFile();
  beforeAll(async () => {
    for (const store of stores) {
      const signIn = await fetch(`${server.baseUrl}/Owner/SignIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
        body: JSON.stringify({ Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' }),
      });
      const ownerToken = ((await signIn.json()) as { data: { ownerToken: string } }).data.ownerToken;
      const opened = await fetch(`${server.baseUrl}/Web/SetMaintenance`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
        body: JSON.stringify({ IsMaintenance: false }),
      });
      if (!opened.ok) throw new Error(`could not open ${store} for the tests`);
    }
  });
  return server;
}

/** startStoreApiForFile with OWNER_API_TOKEN set while the server runs (owner calls need it). */
export function startOwnedStoreApiForFile(ownerToken: string): TestStoreApi {
  beforeAll(() => {
    process.env.OWNER_API_TOKEN = ownerToken;
  });
  afterAll(() => {
    delete process.env.OWNER_API_TOKEN;
  });
  return startStoreApiForFile();
}
