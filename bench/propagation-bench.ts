/**
 * `npm run bench:propagation`: how long an owner's save takes to reach a shopper served by another
 * instance. Two instances of the built storefront (npm run build) on one PostgreSQL (DATABASE_URL, a
 * database this bench empties first), as a fleet runs them: the owner saves a new price through
 * instance A (`POST /Owner/UpdateProduct`), and B's product page is fetched again and again until it
 * shows that price. Reports p50, p95 and the slowest over BENCH_SAVES saves (20), each timed from the
 * moment the save is sent, and how long the save itself answered. B learns of the change through the
 * catalogue's store event, which makes it forget the store's cached pages (docs/deploy.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { emptyDatabase, healthy } from '../tests/fleet/fleet-setup';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('bench:propagation needs a PostgreSQL: set DATABASE_URL to an empty database it may wipe');
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const PORTS = [Number(process.env.BENCH_PORT_A ?? 4376), Number(process.env.BENCH_PORT_B ?? 4377)] as const;
const STORE = 'aurora';
/** Past this, a save counts as never shown on B and the bench stops. */
const GIVE_UP_MS = 30_000;

function startInstance(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      NODE_ENV: 'production',
      // The demo owner signs in and pages are named by ?store= on 127.0.0.1 (decisions 70 and 93).
      SEED_DEMO_STORES: '1',
      DEV_SHARED_HOST_STORES: '1',
      OWNER_SCRIPTS: 'inert',
      TOKEN_SECRET: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function call<T>(port: number, path: string, body?: object, token?: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/store-api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const rounded = (ms: number) => Math.round(ms * 10) / 10;

await emptyDatabase(DATABASE_URL);
// A first, so it migrates and seeds alone; B then starts on the ready database, as a fleet's next instance does.
const instances: ChildProcess[] = [];
try {
  instances.push(startInstance(PORTS[0]));
  await healthy(PORTS[0], instances[0]!, Date.now() + 300_000);
  instances.push(startInstance(PORTS[1]));
  await healthy(PORTS[1], instances[1]!, Date.now() + 300_000);

  const owner = (
    await call<{ ownerToken: string }>(PORTS[0], '/Owner/SignIn', {
      Store: STORE,
      Email: `owner@${STORE}.example`,
      Password: 'Studio-2026',
    })
  ).ownerToken;
  const handle = `propagation-${Date.now().toString(36)}`;
  const made = await call<{ product: { productID: number } }>(
    PORTS[0],
    '/Owner/CreateProduct',
    { Name: 'Propagation lamp', Handle: handle, Price: '10.00', Stock: 5, Status: 'active' },
    owner,
  );
  const id = made.product.productID;
  const pageOnB = async () => {
    const response = await fetch(`http://127.0.0.1:${PORTS[1]}/${handle}?store=${STORE}`);
    return response.text();
  };
  // B serves the page once first, so what is measured is its cached copy going stale, not a first render.
  if (!(await pageOnB()).includes('10.00')) throw new Error('B does not show the product before the first save');

  const shown: number[] = [];
  const saved: number[] = [];
  for (let round = 1; round <= SAVES; round += 1) {
    const price = (10 + round + 0.37).toFixed(2);
    const { version } = await call<{ version: number }>(PORTS[0], `/Owner/Product?ProductID=${id}`, undefined, owner);
    await pageOnB();
    const started = performance.now();
    await call(PORTS[0], '/Owner/UpdateProduct', { ProductID: id, Version: version, Price: price }, owner);
    saved.push(performance.now() - started);
    for (;;) {
      if ((await pageOnB()).includes(price)) break;
      if (performance.now() - started > GIVE_UP_MS) throw new Error(`B still did not show ${price} after ${GIVE_UP_MS} ms`);
    }
    shown.push(performance.now() - started);
  }

  const sortedShown = [...shown].sort((a, b) => a - b);
  const sortedSaved = [...saved].sort((a, b) => a - b);
  console.log(`${SAVES} price saves on instance A, each polled on instance B's product page (PostgreSQL)`);
  console.table({
    'save to the price on B (ms)': {
      p50: rounded(quantile(sortedShown, 0.5)),
      p95: rounded(quantile(sortedShown, 0.95)),
      max: rounded(sortedShown.at(-1)!),
    },
    'the save answered (ms)': {
      p50: rounded(quantile(sortedSaved, 0.5)),
      p95: rounded(quantile(sortedSaved, 0.95)),
      max: rounded(sortedSaved.at(-1)!),
    },
  });
} finally {
  for (const child of instances) child.kill('SIGTERM');
}
