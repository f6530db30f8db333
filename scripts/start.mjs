// `npm start`: builds the storefront when the build is missing or older than the sources (once per
// checkout, however many instances start on it: build-once.mjs), then serves it with the embedded store API.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { buildOnce } from './build-once.mjs';

const built = 'dist/server/entry-server.js';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const isStale = () =>
  !existsSync(built) ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/studio/studio.html') ||
  Math.max(newestMtime('src'), statSync('index.html').mtimeMs, statSync('vite.config.ts').mtimeMs) > statSync(built).mtimeMs;

function runBuild() {
  console.log('Building the storefront...');
  return new Promise((resolve, reject) => {
    const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build exited with ${code}`))));
  });
}

try {
  await buildOnce({
    isStale,
    build: runBuild,
    lockPath: '.build.lock',
    sleep: () => delay(500),
    onWait: (holder) => console.log(`Another instance (process ${holder ?? '?'}) is building the storefront; waiting for it...`),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The demo run (no NODE_ENV and no PLATFORM_HOSTS given) keeps `localhost:3000/?store=<name>` working:
// in production the shared host chooses a store only with DEV_SHARED_HOST_STORES=1, because stores on
// one origin can read each other's shopper tokens (decision 70). It also seeds an empty database with
// the demo stores, which a production start does only when asked (SEED_DEMO_STORES=1): their owners'
// password is public (decision 93). A deployment names NODE_ENV itself.
const demoRun = !process.env.NODE_ENV && !process.env.PLATFORM_HOSTS;
const demoSettings = demoRun ? { DEV_SHARED_HOST_STORES: '1', SEED_DEMO_STORES: '1' } : {};
// glibc gives each thread that frees memory (sharp's renders run on libuv's pool) an arena of its own
// and keeps what those arenas once held: two arenas hold the server near its working size (decision 73).
// Read once at the process's start, so it is set here for the server; an operator's own value wins.
// Started, not run to its end: a SIGTERM or SIGINT sent to `npm start` (a container stopping, Ctrl-C,
// a supervisor) is passed on, so the server closes gracefully instead of running on, orphaned.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...demoSettings, ...process.env },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0)));
