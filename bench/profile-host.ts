/**
 * The built host (npm run build) on BENCH_PORT, profiled on demand, for finding where a request's time
 * goes under load (docs/benchmarks.md): `kill -USR2 <pid>` starts V8's sampling profiler once the host is warm,
 * `kill -INT <pid>` writes the profile (PROF_OUT, default profile-host.cpuprofile) and exits. Load it
 * with autocannon meanwhile; open the profile in Chrome's DevTools (Performance, load profile).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { startBuiltHost } from './built-host';

const { listen } = await startBuiltHost();
const port = await listen();
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 200 });
process.on('SIGUSR2', () => void session.post('Profiler.start'));
process.on('SIGINT', () => {
  void session.post('Profiler.stop').then(({ profile }) => {
    writeFileSync(process.env.PROF_OUT ?? 'profile-host.cpuprofile', JSON.stringify(profile));
    process.exit(0);
  });
});
console.log(`Built host on http://127.0.0.1:${port} (pid ${process.pid}): USR2 starts the profile, INT writes it`);
