import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_LOADER, appCodeAfterFirstPaint } from '../../../server/host/ssr/app-code-after-paint';

describe('the app code in the page template', () => {
  const template = [
    '<head><script type="module" crossorigin src="/assets/index-A.js" nonce="__WX_CSP_NONCE__"></script>\n',
    '<link rel="modulepreload" crossorigin href="/assets/framework-B.js" nonce="__WX_CSP_NONCE__">\n',
    '<link rel="modulepreload" crossorigin href="/assets/app-D.js" nonce="__WX_CSP_NONCE__">\n',
    '<link rel="stylesheet" crossorigin href="/assets/app-C.css" nonce="__WX_CSP_NONCE__"></head>',
  ].join('');

  it('is asked for by one inline script carrying the nonce, in place of the entry and its preloads', () => {
    const page = appCodeAfterFirstPaint(template);
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page.match(/<script nonce="__WX_CSP_NONCE__">/g)).toHaveLength(1);
    expect(page).toContain('"/assets/index-A.js", ["/assets/framework-B.js","/assets/app-D.js"]');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-C.css"');
  });

  it('leaves a template without a built entry (the dev server) as it is', () => {
    const dev = '<head><script type="module" src="/src/dev-entry.tsx"></script></head>';
    expect(appCodeAfterFirstPaint(dev)).toBe(dev);
  });
});

/** A page for the loader: what it appended, a paint to report, its events and the clock. */
function fakePage({ hidden = false, paint = true, observer = true, parsed = true } = {}) {
  const appended: Array<{ kind: string; href: string; nonce?: string }> = [];
  let report: ((names: string[]) => void) | null = null;
  const listeners: Record<string, () => void> = {};
  const createElement = (tag: string) =>
    ({
      tag,
      set src(href: string) {
        this.href = href;
      },
      href: '',
    }) as Record<string, unknown>;
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    addEventListener: (type: string, listener: () => void) => (listeners[`document ${type}`] = listener),
    visibilityState: hidden ? 'hidden' : 'visible',
    currentScript: { nonce: 'N1' },
    createElement,
    head: {
      appendChild: (element: Record<string, unknown>) =>
        appended.push({
          kind: element.tag === 'link' ? `link ${String(element.rel)}` : `script ${String(element.type)}`,
          href: String(element.href),
          nonce: element.nonce as string,
        }),
    },
  };
  class Observer {
    static supportedEntryTypes = paint ? ['paint', 'resource'] : ['resource'];
    disconnected = false;
    constructor(private callback: (list: unknown, observer: Observer) => void) {}
    observe() {
      report = (names) =>
        !this.disconnected && this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, this);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const window = {
    ...(observer ? { PerformanceObserver: Observer } : {}),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
  const run = () =>
    (new Function(`return ${APP_CODE_LOADER}`)() as (...args: unknown[]) => void)(window, document, '/assets/index-A.js', [
      '/assets/framework-B.js',
    ]);
  return { appended, run, paint: (names: string[]) => report?.(names), fire: (type: string) => listeners[type]?.() };
}

describe('the app code loader', () => {
  afterEach(() => vi.useRealTimers());
  const preloads = [
    { kind: 'link modulepreload', href: '/assets/framework-B.js', nonce: 'N1' },
    { kind: 'link modulepreload', href: '/assets/index-A.js', nonce: 'N1' },
  ];
  const whole = [...preloads, { kind: 'script module', href: '/assets/index-A.js', nonce: 'N1' }];

  it('asks for nothing before the first contentful paint, then for the chunks and the entry once', () => {
    const page = fakePage();
    page.run();
    page.paint(['first-paint']);
    expect(page.appended).toEqual([]);
    page.paint(['first-contentful-paint']);
    expect(page.appended).toEqual(whole);
    page.paint(['first-contentful-paint']);
    expect(page.appended).toHaveLength(3);
  });

  it('fetches the code while the document is still parsed, and runs it only once it is (an added module runs on arrival)', () => {
    const page = fakePage({ parsed: false });
    page.run();
    page.paint(['first-contentful-paint']);
    expect(page.appended).toEqual(preloads);
    page.fire('document DOMContentLoaded');
    expect(page.appended).toEqual(whole);
  });

  it('waits past the load event (a busy first frame can show after it), starting after three seconds when no contentful paint comes', () => {
    vi.useFakeTimers();
    const blank = fakePage();
    blank.run();
    blank.fire('load');
    vi.advanceTimersByTime(2999);
    expect(blank.appended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(blank.appended).toEqual(whole);
  });

  it('starts at once in a hidden page or a browser that cannot report paints', () => {
    for (const options of [{ hidden: true }, { paint: false }, { observer: false }]) {
      const page = fakePage(options);
      page.run();
      expect(page.appended).toEqual(whole);
    }
  });
});
