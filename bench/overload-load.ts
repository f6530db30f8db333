/**
 * The load of the overload bench, run as a process of its own so that firing it never slows the
 * host or the health probe: autocannon at the given connections and duration on one URL, every
 * response's status, time and when it came (ms from the start) recorded, printed as JSON on
 * stdout. Usage: `tsx bench/overload-load.ts <url> <connections> <seconds>`.
 */
import autocannon from 'autocannon';

const [url, connections, seconds] = process.argv.slice(2);
if (!url || !connections || !seconds) throw new Error('usage: overload-load.ts <url> <connections> <seconds>');

/** [ms from the start when it came, its time in ms] */
const served: Array<[number, number]> = [];
const shed: Array<[number, number]> = [];
const other: Record<string, number> = {};
const started = performance.now();
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon({ url, connections: Number(connections), duration: Number(seconds), timeout: 10 }, (error, done) =>
    error ? reject(error) : resolve(done),
  );
  instance.on('response', (_client, status, _bytes, responseTime) => {
    const at = Math.round(performance.now() - started);
    if (status >= 200 && status < 300) served.push([at, responseTime]);
    else if (status === 503) shed.push([at, responseTime]);
    else other[status] = (other[status] ?? 0) + 1;
  });
});
process.stdout.write(JSON.stringify({ served, shed, other, errors: result.errors, timeouts: result.timeouts, seconds: Number(seconds) }));
