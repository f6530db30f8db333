// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => new URL(link.href).pathname);

async function freshHelper() {
  vi.resetModules();
  return (await import('../../../src/ui/app/spread-preload')).spreadPreload;
}

describe('the build preload helper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = '<link rel="modulepreload" href="/assets/app.js">';
  });
  afterEach(() => vi.useRealTimers());

  it('starts the import at once and adds the chunks it imports afterwards, a few per task', async () => {
    const spreadPreload = await freshHelper();
    const load = vi.fn(() => Promise.resolve({ ready: true }));
    const deps = ['assets/live.js', 'assets/a.js', 'assets/b.js', 'assets/c.js', 'assets/d.js', 'assets/e.js', 'assets/app.js'];

    const loaded = spreadPreload(load, deps);

    expect(load).toHaveBeenCalledOnce();
    expect(preloaded()).toEqual(['/assets/app.js']);
    await expect(loaded).resolves.toEqual({ ready: true });
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(['/assets/app.js', '/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js']);
    vi.runAllTimers();
    // The imported chunk is fetched by the import, the app chunk was in the page already.
    expect(preloaded()).toEqual(['/assets/app.js', '/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/e.js']);
  });

  it('asks for each chunk once across imports', async () => {
    const spreadPreload = await freshHelper();
    await spreadPreload(() => Promise.resolve(1), ['assets/one.js', 'assets/shared.js']);
    await spreadPreload(() => Promise.resolve(2), ['assets/two.js', 'assets/shared.js', 'assets/one.js']);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/app.js', '/assets/shared.js', '/assets/one.js']);
  });

  it('leaves the app stylesheet to the page: neither preloaded as a module nor linked', async () => {
    const spreadPreload = await freshHelper();
    await spreadPreload(() => Promise.resolve(1), ['assets/editor.js', 'assets/app-X.css', 'assets/shared.js']);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/app.js', '/assets/shared.js']);
    expect(document.head.querySelectorAll('link[href$=".css"]')).toHaveLength(0);
  });

  it('announces a failed import as vite:preloadError and throws it unless a listener takes it', async () => {
    const spreadPreload = await freshHelper();
    const failure = new Error('chunk gone');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as Event & { payload?: unknown }).payload);
    window.addEventListener('vite:preloadError', listener);
    await expect(spreadPreload(() => Promise.reject(failure), ['assets/gone.js'])).rejects.toBe(failure);
    const taking = (event: Event) => event.preventDefault();
    window.addEventListener('vite:preloadError', taking);
    await expect(spreadPreload(() => Promise.reject(failure), ['assets/gone.js'])).resolves.toBeUndefined();
    window.removeEventListener('vite:preloadError', listener);
    window.removeEventListener('vite:preloadError', taking);
    expect(seen).toEqual([failure, failure]);
  });
});
