/**
 * `npm run bench:editor`: how long an edit in the Theme Studio takes to show in the editor frame, in
 * Chromium: from the parent posting SET_SETTINGS (a new primary colour) or SET_COMPONENT (one
 * section's heading changed) to the first frame painted after the page shows the change. p50 and p95
 * on a 22-section and a 100-section home page; an edit should cost about the same on both, since
 * only the edited section re-renders. Results print as a table and go to bench/results/editor.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Frame, type Page } from '@playwright/test';
import { frameCanKeepCookies } from '../tests/e2e/support/cookie-probe';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';

const ITERATIONS = Number(process.env.BENCH_EDITS ?? 40);
const WARMUP = 5;

// The parent page is served by the same server on another origin (localhost vs aurora.localhost),
// so the frame is cross-origin as under the studio, and the browser treats both as local.
const { config, host, listen } = await startBuiltHost({
  beforeRoutes: async (app) => {
    app.get('/__bench/parent', (_request, reply) =>
      reply
        .type('text/html')
        // The host's policy for answers other than pages frames nothing; this page frames the store.
        .header('content-security-policy', `default-src 'none'; frame-src http://aurora.localhost:${port}`)
        .send(
          `<!doctype html><iframe id="frame" src="http://aurora.localhost:${port}/editor" style="width:1280px;height:900px;border:0"></iframe>`,
        ),
    );
  },
});
const port = await listen();
const PARENT = `http://localhost:${port}`;
config.editorParentOrigins = [PARENT];

type Json = Record<string, unknown>;
const info = (await (await fetch(`http://127.0.0.1:${port}/store-api/Web/GetWebInfo?Domain=aurora`)).json()) as {
  data: { themeSettings: { themeData: string } };
};
const theme = JSON.parse(info.data.themeSettings.themeData) as {
  settings: Json;
  sections: Json[];
  groups?: { header: Json[]; footer: Json[] };
};
// As the studio does: an owner's read-only preview token, handed to the frame before any section.
const api = (call: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${port}/store-api/${call}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } }).then(
    (r) => r.json() as Promise<{ data: Json }>,
  );
const owner = await api('Owner/SignIn', {
  method: 'POST',
  body: JSON.stringify({ Store: 'aurora', Email: 'owner@aurora.example', Password: 'Studio-2026' }),
});
const access = await api('Theme/PreviewAccess', {
  method: 'POST',
  body: '{}',
  headers: { authorization: `Bearer ${String(owner.data.ownerToken)}` },
});
const previewToken = String(access.data.token);
const body = theme.sections.filter((s) => s.section_type_id !== 1 && s.section_type_id !== 2);
// Since every page joined the theme (decision 35) the header and footer are the document's groups (an older document kept them among the sections).
const [header, footer] = [1, 2].map((type) =>
  [...(theme.groups?.header ?? []), ...(theme.groups?.footer ?? []), ...theme.sections].find((s) => s.section_type_id === type)!,
) as [Json, Json];
const textSection = (n: number): Json => ({
  temp_id: `bench-text-${n}`,
  section_type_id: 8,
  is_hidden: false,
  style: {},
  content: { heading: `Section ${n}`, html: '<p>Bench copy.</p>' },
});

/** A home page of `count` sections: the theme's own (every type), then text sections up to the count. */
function homeOf(count: number): Json[] {
  const sections = [header, ...body.map((s, i) => ({ ...s, temp_id: `bench-${i}` }))];
  for (let n = sections.length; n < count - 1; n++) sections.push(textSection(n));
  return [...sections.slice(0, count - 1), footer];
}

const envelope = (type: string, payload: unknown) => ({ protocol: 'webx-editor', version: 1, type, payload });
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

async function post(page: Page, message: unknown): Promise<number> {
  return page.evaluate(
    ([data, target]) => {
      const sentAt = performance.timeOrigin + performance.now();
      (document.getElementById('frame') as HTMLIFrameElement).contentWindow!.postMessage(data, target);
      return sentAt;
    },
    [message, `http://aurora.localhost:${port}`] as const,
  );
}

/**
 * Arms a watcher in the frame: `painted` resolves with the time of the first paint after the page
 * shows the change. Plain source text, so the bundler's helpers never end up inside the page.
 */
const WATCH = `(([kind, value, id]) => {
  function shows() {
    return kind === 'colour'
      ? getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim() === value
      : ((document.querySelector('[data-temp-id="' + id + '"]') || {}).textContent || '').includes(value);
  }
  window.painted = new Promise(function (resolve) {
    // In a rAF callback the frame is about to paint; a message task queued there runs once it is on screen.
    function afterPaint() { var c = new MessageChannel(); c.port1.onmessage = function () { resolve(performance.timeOrigin + performance.now()); }; c.port2.postMessage(0); }
    function check() { if (shows()) afterPaint(); else requestAnimationFrame(check); }
    requestAnimationFrame(check);
  });
})`;

async function armPaintWatch(frame: Frame, kind: 'colour' | 'text', expected: string, tempId = ''): Promise<void> {
  await frame.evaluate(`${WATCH}(${JSON.stringify([kind, expected, tempId])})`);
}

async function measure(page: Page, frame: Frame, sections: Json[], kind: 'SET_SETTINGS' | 'SET_COMPONENT') {
  const times: number[] = [];
  const edited = sections.findIndex((s) => s.section_type_id === 8);
  for (let i = 0; i < ITERATIONS + WARMUP; i++) {
    let message: unknown;
    if (kind === 'SET_SETTINGS') {
      const colour = `#${(0x100000 + i * 977).toString(16).slice(-6)}`;
      await armPaintWatch(frame, 'colour', colour);
      message = envelope('SET_SETTINGS', { settings: { ...theme.settings, primary_color: colour } });
    } else {
      const heading = `Edited ${i}`;
      const next = sections.map((s, j) => (j === edited ? { ...s, content: { ...(s.content as Json), heading } } : s));
      await armPaintWatch(frame, 'text', heading, String(sections[edited]!.temp_id));
      message = envelope('SET_COMPONENT', { data: next, meta: { pageTypeID: '1' } });
    }
    const sentAt = await post(page, message);
    const paintedAt = (await frame.evaluate('window.painted')) as number;
    if (i >= WARMUP) times.push(paintedAt - sentAt);
  }
  return { p50Ms: +percentile(times, 50).toFixed(1), p95Ms: +percentile(times, 95).toFixed(1) };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows = [];
let thirdPartyCookiesBlocked = true;
try {
  for (const count of [22, 100]) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      (window as unknown as { frameLoaded: Promise<void> }).frameLoaded = new Promise((resolve) =>
        addEventListener('message', (e) => {
          if (e.data?.type === 'IFRAME_LOADED') resolve();
        }),
      );
    });
    await page.goto(`${PARENT}/__bench/parent`);
    await page.evaluate(() => (window as unknown as { frameLoaded: Promise<void> }).frameLoaded);
    const frame = page.frames().find((f) => f.url().includes('/editor'))!;
    await frame.waitForSelector('[data-temp-id]');
    // The browser's default policy, as owners have it: the framed store may keep no cookie.
    thirdPartyCookiesBlocked &&= !(await frameCanKeepCookies(frame));
    await post(page, envelope('SET_PREVIEW_ACCESS', { token: previewToken }));
    const sections = homeOf(count);
    await armPaintWatch(frame, 'text', String((sections.at(-2)!.content as Json).heading ?? ''), String(sections.at(-2)!.temp_id));
    await post(page, envelope('SET_COMPONENT', { data: sections, meta: { pageTypeID: '1' } }));
    await frame.evaluate('window.painted');
    // The pushed catalogue sections (new temp_ids) fetched their cards from the frame with the token.
    await frame.waitForFunction(
      () => [...document.querySelectorAll('[data-section-type="3"]')].every((s) => s.querySelector('li')),
      undefined,
      { timeout: 15_000 },
    );
    for (const kind of ['SET_SETTINGS', 'SET_COMPONENT'] as const)
      rows.push({ page: `${count} sections`, message: kind, ...(await measure(page, frame, sections, kind)) });
    await page.close();
  }
} finally {
  await browser.close();
  await host.close();
}
console.log(
  `Third-party cookies in the frame: ${thirdPartyCookiesBlocked ? 'blocked (browser default)' : "ALLOWED: the figures do not show an owner's default browser"}`,
);
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/editor.json',
  `${JSON.stringify({ at: new Date().toISOString(), iterations: ITERATIONS, thirdPartyCookiesBlocked, rows }, null, 2)}\n`,
);
