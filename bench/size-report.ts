/**
 * `npm run size`, the last step of `npm test`: the first-load JavaScript (gzip) of the built
 * storefront against the architecture's budget (120 KiB), as Chromium fetches it before hydration on
 * every route kind of two demo stores and the home page of the third (fetched-js-measure.ts); by
 * network idle is printed beside it. The manifest's static sum (the entry and its static imports,
 * which every route fetches) is printed too. Exits non-zero when any page is over budget, so
 * `npm test` catches a regression. Needs a build (test:e2e makes one).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';
import { measureFetchedJs, pagesToMeasure } from './fetched-js-measure';
import { FIRST_LOAD_BUDGET_BYTES, jsBytesPerRoute } from './js-bytes';

console.table(await jsBytesPerRoute('dist/client'));
const { host, listen } = await startBuiltHost();
const port = await listen();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows: Array<{
  store: string;
  route: string;
  beforeHydrationBytes: number;
  beforeHydrationKiB: number;
  byIdleKiB: number;
  scripts: string;
}> = [];
try {
  for (const { store, kind, path } of await pagesToMeasure(host.database!.db)) {
    const result = await measureFetchedJs(browser, `http://${store}.localhost:${port}${path}`);
    rows.push({
      store,
      route: kind,
      beforeHydrationBytes: result.gzipBytesBeforeHydration,
      beforeHydrationKiB: result.gzipKiBBeforeHydration,
      byIdleKiB: result.gzipKiBByIdle,
      scripts: `${result.scriptsBeforeHydration} / ${result.scriptsByIdle}`,
    });
  }
} finally {
  await browser.close();
  await host.close();
}
console.table(rows);
const over = rows.filter((row) => row.beforeHydrationBytes > FIRST_LOAD_BUDGET_BYTES);
if (over.length > 0) {
  console.error(
    `First-load JS before hydration over the ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB budget (${FIRST_LOAD_BUDGET_BYTES} bytes): ${over
      .map((r) => `${r.store} ${r.route} ${r.beforeHydrationBytes} bytes (${r.beforeHydrationBytes - FIRST_LOAD_BUDGET_BYTES} over)`)
      .join(', ')}`,
  );
  process.exit(1);
}
console.log(`Every page within ${FIRST_LOAD_BUDGET_BYTES} bytes before hydration.`);
