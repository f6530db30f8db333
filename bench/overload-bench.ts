/**
 * The overload part of `npm run bench` (docs/security.md), also `npm run bench:overload` on its own: the
 * production host in a process of its own, 200 connections for 30 s on Aurora's dresses listing
 * from a second process (overload-load.ts), and from this one a probe of the health calls every
 * 50 ms throughout. Reports served pages a second, the share shed with 503, page p99 (served and
 * shed together, then apart) and the slowest response after the connections are up (RAMP_MS), the
 * slowest of the whole run, and the health calls' p99. Targets: health p99 under 100 ms, no
 * response slower than 2 s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const LISTING = '/dresses?store=aurora';
const HEALTH_PATHS = ['/store-api/Health', '/healthz'];
const PROBE_EVERY_MS = 50;

interface LoadResult {
  /** [ms from the start when it came, its time in ms] */
  served: Array<[number, number]>;
  shed: Array<[number, number]>;
  other: Record<string, number>;
  errors: number;
  timeouts: number;
  seconds: number;
}

/**
 * The first seconds, while the host accepts the 200 connections opened at once: a host busy
 * rendering accepts them a few at a time, so some first requests wait for their connection, not
 * for the host's answer. Figures after it are the steady state; the slowest of the whole run is
 * given apart.
 */
const RAMP_MS = 5000;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });

async function startHost(dataDir: string, port: number): Promise<ChildProcess> {
  const child = tsx('server/index.ts', [], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
    // The bench asks for stores with ?store= on 127.0.0.1, which production allows only when opted in (decision 70).
    DEV_SHARED_HOST_STORES: '1',
    // It loads the demo stores, which production seeds only when asked (decision 93).
    SEED_DEMO_STORES: '1',
  });
  child.stdout!.resume();
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode}) before answering`);
    const ready = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('the host did not answer /healthz within 180 s');
}

/** One GET on its own kept-alive connection, its time in ms (Infinity when it failed or took over 10 s). */
function timedGet(agent: http.Agent, url: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? performance.now() - started : Infinity));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(Infinity));
  });
}

/** Probes the health calls in turn until `stop` resolves; times per path. */
async function probeHealth(origin: string, stop: Promise<unknown>): Promise<Record<string, number[]>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: Record<string, number[]> = Object.fromEntries(HEALTH_PATHS.map((p) => [p, []]));
  let stopped = false;
  void stop.then(() => (stopped = true));
  for (let n = 0; !stopped; n += 1) {
    const path = HEALTH_PATHS[n % HEALTH_PATHS.length]!;
    const started = performance.now();
    times[path]!.push(await timedGet(agent, `${origin}${path}`));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - (performance.now() - started))));
  }
  agent.destroy();
  return times;
}

function runLoad(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const child = tsx('bench/overload-load.ts', [url, String(connections), String(seconds)], {});
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`the load exited with ${code}`))));
  });
}

export async function benchOverload(options: {
  dataDir: string;
  connections?: number;
  seconds?: number;
}): Promise<Record<string, unknown> & { connections: number; seconds: number }> {
  const connections = options.connections ?? Number(process.env.BENCH_OVERLOAD_CONNECTIONS ?? 200);
  const seconds = options.seconds ?? Number(process.env.BENCH_OVERLOAD_SECONDS ?? 30);
  const port = await freePort();
  const host = await startHost(options.dataDir, port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    // A few warm-up renders (the first ones compile and fill caches, and may be shed meanwhile).
    let page: { status: number; body: string } = { status: 0, body: '' };
    for (let n = 0; n < 20 && !(page.status === 200 && page.body.includes('id="main"')); n += 1) {
      const response = await fetch(`${origin}${LISTING}`);
      page = { status: response.status, body: await response.text() };
      if (page.status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (page.status !== 200 || !page.body.includes('id="main"'))
      throw new Error(`the listing did not render (${page.status}: ${page.body.slice(0, 200)})`);
    const load = runLoad(`${origin}${LISTING}`, connections, seconds);
    const health = await probeHealth(
      origin,
      load.catch(() => undefined),
    );
    const { served, shed, other, errors, timeouts } = await load;
    const answered = served.length + shed.length + Object.values(other).reduce((a, b) => a + b, 0);
    const times = (entries: Array<[number, number]>) => entries.filter(([at]) => at >= RAMP_MS).map(([, ms]) => ms);
    const steady = { served: times(served), shed: times(shed) };
    const all = [...steady.served, ...steady.shed];
    const healthTimes = Object.values(health).flat();
    return {
      page: `GET ${LISTING}`,
      connections,
      seconds,
      servedPerSecond: Math.round(served.length / seconds),
      shedShare: answered ? `${((100 * shed.length) / answered).toFixed(1)}%` : 'n/a',
      pageP99Ms: percentile(all, 99),
      servedP99Ms: percentile(steady.served, 99),
      shedP99Ms: percentile(steady.shed, 99),
      slowestMs: all.length ? Math.round(largest(all)) : null,
      over2s: all.filter((ms) => ms > 2000).length,
      slowestWithRampMs: Math.round(largest([...served, ...shed].map(([, ms]) => ms))),
      otherStatuses: JSON.stringify(other),
      errors,
      timeouts,
      ...Object.fromEntries(Object.entries(health).map(([path, probes]) => [`health ${path} p99Ms`, percentile(probes, 99)])),
      healthSlowestMs: Math.round(largest(healthTimes)),
      healthProbes: healthTimes.length,
    };
  } finally {
    if (host.exitCode === null) {
      const exited = new Promise((resolve) => host.once('exit', resolve));
      host.kill('SIGTERM');
      await exited;
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const row = await benchOverload({ dataDir: process.env.BENCH_DATA_DIR ?? '.data-bench' });
  console.log(`\nOverload: the listing under ${row.connections} connections for ${row.seconds}s, the health calls probed every 50 ms`);
  console.table([row]);
}

/** The largest of many numbers (0 for none): spreading a quiet run's hundreds of thousands into Math.max overflows the stack. */
function largest(values: number[]): number {
  return values.reduce((most, value) => (value > most ? value : most), 0);
}
