/**
 * Build step (decision 59): beside the app stylesheet, the sheet of its class rules that a page applies
 * once live, its critical style already inline (`classRulesOf` in server/host/ssr/critical-css.ts says
 * why). Named after the stylesheet, whose hash already follows its content, so both cache for ever.
 * Runs before precompress.mjs, which gives it its brotli and gzip siblings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appStylesheetHref, classRulesHref, classRulesOf } from '../server/host/ssr/critical-css';

const CLIENT = 'dist/client';
const href = appStylesheetHref(readFileSync(path.join(CLIENT, 'index.html'), 'utf8'));
if (!href) {
  console.log('No app stylesheet linked in dist/client/index.html: nothing to split.');
} else {
  const sheet = readFileSync(path.join(CLIENT, href), 'utf8');
  const classes = classRulesOf(sheet);
  writeFileSync(path.join(CLIENT, classRulesHref(href)), classes);
  console.log(`App stylesheet ${href}: ${sheet.length} bytes; its class rules ${classRulesHref(href)}: ${classes.length} bytes`);
}
