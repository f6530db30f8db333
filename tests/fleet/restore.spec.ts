/**
 * The backup and restore in docs/deploy.md, done as an operator would: `pg_dump --format=custom` of the
 * fleet's database while its instances run, `pg_restore` into a fresh database, and an instance
 * started on the copy with nothing else (no seed, no shared secret). It serves the same store, the same
 * product with its price, the same uploaded picture, and a studio session the running fleet issued
 * (the token key is in the database), so a restore brings back everything a store has.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { FLEET_API, FLEET_PORTS, pinTo } from './fleet-urls';

const RESTORED_PORT = FLEET_PORTS.started + 1;
const restoredApi = `http://127.0.0.1:${RESTORED_PORT}/store-api`;

/** The newest PostgreSQL client tools on the machine (Debian keeps each major version apart). */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const newest = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest ? join(root, newest, 'bin', name) : name;
}

/** The same server, another database: `restoreName` on the fleet's PostgreSQL. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const json = async (url: string, init: RequestInit = {}) => {
  const answer = await fetch(url, init);
  return { status: answer.status, body: (await answer.json()) as { data: Record<string, unknown> } };
};

/** Nordic's product page as a guest sees it, through `api`. */
async function productPage(api: string, productId: number, headers: Record<string, string> = {}) {
  const info = await json(`${api}/Web/GetWebInfo?Domain=nordic.localhost`, { headers });
  const token = (info.body.data as { tokens: { accessToken: string } }).tokens.accessToken;
  return json(`${api}/Catalog/GetProduct?ProductID=${productId}`, { headers: { ...headers, authorization: `Bearer ${token}` } });
}

test('a dump of the running fleet restored on a fresh database serves the same stores, pictures and sessions', async () => {
  test.setTimeout(300_000);
  const restoreName = `storefront_restore_${Date.now().toString(36)}`;
  // What the running fleet serves, and a studio session it issued.
  const signIn = await json(`${FLEET_API}/Owner/SignIn`, {
    method: 'POST',
    headers: { ...pinTo(0), 'content-type': 'application/json' },
    body: JSON.stringify({ Store: 'nordic', Email: 'owner@nordic.example', Password: 'Studio-2026' }),
  });
  const ownerToken = (signIn.body.data as { ownerToken: string }).ownerToken;
  const picture = await admin(async (client) => {
    const { rows } = await client.query(
      `SELECT m.path FROM media m JOIN stores s ON s.id = m.store_id WHERE s.name = 'nordic' ORDER BY m.path LIMIT 1`,
    );
    return rows[0]!.path as string;
  });
  const product = await admin(async (client) => {
    const { rows } = await client.query(
      `SELECT p.id, p.name FROM products p JOIN stores s ON s.id = p.store_id WHERE s.name = 'nordic' AND p.is_enabled ORDER BY p.id LIMIT 1`,
    );
    return rows[0] as { id: number; name: string };
  });
  const productBefore = await productPage(FLEET_API, product.id, pinTo(0));

  const folder = mkdtempSync(join(tmpdir(), 'storefront-restore-'));
  const dump = join(folder, 'shop.dump');
  const restored = spawnRestored(restoreName);
  try {
    execFileSync(pgTool('pg_dump'), ['--format=custom', `--file=${dump}`, process.env.TEST_DATABASE_URL!]);
    await admin((client) => client.query(`CREATE DATABASE ${restoreName}`));
    execFileSync(pgTool('pg_restore'), ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl(restoreName)}`, dump]);
    restored.start();
    await expect.poll(restored.answers, { timeout: 180_000, intervals: [500] }).toBe(true);

    const info = await json(`${restoredApi}/Web/GetWebInfo?Domain=nordic.localhost`);
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ storeName: 'nordic' });
    const productAfter = await productPage(restoredApi, product.id);
    expect(productAfter.status).toBe(200);
    expect(JSON.stringify(productAfter.body.data)).toBe(JSON.stringify(productBefore.body.data));
    expect(JSON.stringify(productAfter.body.data)).toContain(product.name);
    // The studio session the fleet issued still opens the studio: the token key came back with the data.
    const me = await json(`${restoredApi}/Owner/Me`, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(me.status).toBe(200);
    const served = await fetch(`http://127.0.0.1:${RESTORED_PORT}/media/${picture}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\//)]);
  } finally {
    await restored.stop();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${restoreName} WITH (FORCE)`));
    rmSync(folder, { recursive: true, force: true });
  }
});

/** One production instance on the restored database: no seed, no shared token secret. */
function spawnRestored(restoreName: string) {
  let child: ReturnType<typeof spawn> | null = null;
  return {
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: {
          ...process.env,
          PORT: String(RESTORED_PORT),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl(restoreName),
          NODE_ENV: 'production',
          SEED_DEMO_STORES: '',
          TOKEN_SECRET: '',
          OWNER_SCRIPTS: 'inert',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
    },
    answers: () =>
      fetch(`http://127.0.0.1:${RESTORED_PORT}/store-api/Health`).then(
        (response) => response.ok,
        () => false,
      ),
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.on('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
