/**
 * Starts the fleet for the fleet spec: an empty PostgreSQL (TEST_DATABASE_URL), two instances of the
 * built storefront started at the same moment (the start-up lock decides who migrates and seeds, and
 * both must agree on the token key), and the round-robin proxy in front. Torn down after the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startRoundRobinProxy } from './round-robin-proxy';
import { FLEET_OPERATOR_TOKEN, FLEET_OWNER_TOKEN, FLEET_PORTS } from './fleet-urls';

/** Empties the database the fleet (or bench:propagation) starts on. */
export async function emptyDatabase(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;');
  await client.end();
}

/** Waits until the instance on `port` answers its health check (or exits, or the deadline passes). */
export async function healthy(port: number, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/store-api/Health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on ${port} did not start`);
}

export default async function setup(): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('The fleet test needs a PostgreSQL: set TEST_DATABASE_URL (see .ci/run)');
  await emptyDatabase(databaseUrl);
  const instances = FLEET_PORTS.instances.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        NODE_ENV: 'production',
        // The fleet's tests sign in as the demo owners: production seeds them only when asked (decision 93).
        SEED_DEMO_STORES: '1',
        TRUST_PROXY: '1',
        OWNER_SCRIPTS: 'inert',
        OWNER_API_TOKEN: FLEET_OWNER_TOKEN,
        OPERATOR_API_TOKEN: FLEET_OPERATOR_TOKEN,
        TOKEN_SECRET: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const deadline = Date.now() + 180_000;
  await Promise.all(FLEET_PORTS.instances.map((port, index) => healthy(port, instances[index]!, deadline)));
  const proxy = await startRoundRobinProxy([...FLEET_PORTS.instances], FLEET_PORTS.proxy);
  return async () => {
    await proxy.close();
    for (const child of instances) child.kill('SIGTERM');
  };
}
