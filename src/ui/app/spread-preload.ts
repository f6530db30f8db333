/**
 * The build's preload helper (scripts/spread-preload-plugin.ts puts it in place of Vite's): Vite wraps each
 * dynamic `import()` as `__vitePreload(() => import('./x.js'), deps)`, where deps are the chunk
 * itself and every chunk it imports, so the browser fetches them side by side instead of one level
 * of imports per round trip. Vite's own helper appends one `<link rel="modulepreload">` per dep
 * before the import starts, in the same task; each append costs Chromium 0.3-2 ms of main thread
 * (it issues the request there), and the live layer's import lists 18 chunks, so the appends made
 * the page's longest tasks after hydration (docs/benchmarks.md, decision 54). Here the import starts at once
 * and the links follow a few per task.
 */

/** Links appended per task: a few milliseconds on a slow phone, under the 50 ms of a long task. */
const LINKS_PER_TASK = 4;

// The document's module graph is one per page, as Vite's own helper's record of it is.
// eslint-disable-next-line no-restricted-syntax
const asked = new Set<string>();
const waiting: string[] = [];

function appendSome(): void {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce;
  for (const href of waiting.splice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    if (nonce) link.nonce = nonce;
    document.head.appendChild(link);
  }
  if (waiting.length > 0) setTimeout(appendSome);
}

function preloadLater(deps: readonly string[]): void {
  if (asked.size === 0) for (const link of document.querySelectorAll<HTMLLinkElement>('link[href]')) asked.add(link.href);
  // deps[0] is the imported chunk, which the import itself fetches now. A stylesheet is not a module:
  // the build's one (the app stylesheet) is the page's to apply, its rules inline and its class rules
  // switched on once live (server/host/ssr/critical-css.ts); applying the whole sheet again would
  // restyle and lay out the page.
  for (const dep of deps.slice(1)) {
    if (dep.endsWith('.css')) continue;
    const href = new URL(dep, document.baseURI).href;
    if (asked.has(href)) continue;
    asked.add(href);
    if (waiting.push(href) === 1) setTimeout(appendSome);
  }
}

/** Vite's contract: the module, or a failure announced as `vite:preloadError` (app-update-composition listens) and thrown unless the listener prevents it. */
export function spreadPreload<M>(load: () => Promise<M>, deps?: readonly string[]): Promise<M> {
  if (deps && deps.length > 1) preloadLater(deps.map((dep) => `/${dep}`));
  return load().catch((error: unknown) => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown };
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
    return undefined as M;
  });
}
