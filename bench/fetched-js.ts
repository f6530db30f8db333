/**
 * `npm run size:browser` (decision 50): the JavaScript Chromium really fetches per route kind
 * (fetched-js-measure.ts), at a phone's CPU (4x slower, as Lighthouse's mobile runs), with the long
 * tasks up to hydration. `npm run size` is the same measure at full speed as the budget's gate.
 * Needs `npm run build` first. Prints a table and writes bench/results/fetched-js.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';
import { measureFetchedJs, pagesToMeasure } from './fetched-js-measure';
import { FIRST_LOAD_BUDGET_BYTES } from './js-bytes';

const { host, listen } = await startBuiltHost();
const port = await listen();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows: Array<Record<string, string | number | boolean | string[] | number[][]>> = [];
for (const { store, kind, path } of await pagesToMeasure(host.database!.db)) {
  const result = await measureFetchedJs(browser, `http://${store}.localhost:${port}${path}`, { cpuRate: 4 });
  rows.push({ store, route: kind, path, ...result, overBudget: result.gzipBytesBeforeHydration > FIRST_LOAD_BUDGET_BYTES });
}
await browser.close();
await host.close();
console.table(rows.map(({ filesBeforeHydration: _files, longTasks: _tasks, ...row }) => row));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/fetched-js.json',
  JSON.stringify({ measuredAt: new Date().toISOString(), budgetKiB: FIRST_LOAD_BUDGET_BYTES / 1024, rows }, null, 2),
);
