/**
 * `npm run size`: the first-load JavaScript (gzip) of the built storefront against the budget of the
 * architecture (120 KiB). Exits non-zero over budget, so `npm test` catches a regression.
 */
import { FIRST_LOAD_BUDGET_BYTES, jsBytesPerRoute } from './js-bytes';

const rows = await jsBytesPerRoute('dist/client');
console.table(rows);
const over = rows.filter((row) => row.gzipBytes > FIRST_LOAD_BUDGET_BYTES);
if (over.length > 0) {
  console.error(
    `First-load JS over the ${FIRST_LOAD_BUDGET_BYTES / 1024} KiB budget: ${over.map((r) => `${r.route} ${r.gzipBytes} bytes (${r.gzipBytes - FIRST_LOAD_BUDGET_BYTES} over)`).join(', ')}`,
  );
  process.exit(1);
}
