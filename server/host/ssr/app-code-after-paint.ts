/**
 * The app's code is fetched once the page has painted (decision 62). The page is whole
 * without it (server HTML, inline critical rules, early clicks replayed once live: decision 21). Vite's
 * template asks for the entry and its preloaded chunks from the head, so on a slow phone line about
 * 100 KiB of code shared the bandwidth with the fonts and the main picture, and the picture painted
 * later: Lighthouse's simulated LCP of aurora's pages was 2.4-2.7 s with the code asked for at low
 * priority, 1.7-2.0 s with it asked for after the first paint. An inline script in the entry's place
 * adds the same preloads and entry once the browser reports the first contentful paint; at once where
 * it cannot report it or the page is hidden (a background tab or a prerender never paints); after three
 * seconds at the latest (a page with nothing contentful to paint). Not at the load event: with a busy
 * first frame, the page can be loaded before its first paint is shown. An added
 * module script runs as soon as it arrives, where the template's ran after the document was parsed: the
 * entry is fetched at once but added only once the document is parsed (the page can paint while its
 * body still streams in, and the app reads the whole body and the router's data at its end).
 */
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)" nonce="__WX_CSP_NONCE__"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" nonce="__WX_CSP_NONCE__">\s*/g;

/** The loader, written as ES5 for every browser that runs the page: `(window, document, entry, chunks)`. */
export const APP_CODE_LOADER = `(function (w, d, entry, chunks) {
  var started = false, nonce = d.currentScript && d.currentScript.nonce;
  function add(element) { if (nonce) element.nonce = nonce; element.crossOrigin = ''; d.head.appendChild(element); }
  function run() { var script = d.createElement('script'); script.type = 'module'; script.src = entry; add(script); }
  function start() {
    if (started) return;
    started = true;
    chunks.concat(entry).forEach(function (href) { var link = d.createElement('link'); link.rel = 'modulepreload'; link.href = href; add(link); });
    if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', run);
    else run();
  }
  var Observer = w.PerformanceObserver;
  if (d.visibilityState === 'hidden' || !Observer || (Observer.supportedEntryTypes || []).indexOf('paint') < 0) return start();
  new Observer(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  w.setTimeout(start, 3000);
})`;

/** The template with its built entry and preloads replaced by the loader; a template without a built entry (dev) as it is. */
export function appCodeAfterFirstPaint(template: string): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return template;
  const chunks = [...template.matchAll(PRELOAD)].map((match) => match[1]!);
  const loader = `<script nonce="__WX_CSP_NONCE__">${APP_CODE_LOADER.replace(/\n\s*/g, ' ')}(window, document, ${JSON.stringify(entry)}, ${JSON.stringify(chunks)});</script>`;
  return template.replace(PRELOAD, '').replace(ENTRY, () => loader);
}
