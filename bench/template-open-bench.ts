/**
 * Part of `npm run bench:editor`: how long the Theme Studio takes to open a page from its page picker,
 * in Chromium, signed in as Aurora's owner. From the owner choosing a page to (a) the frame's first
 * paint that shows the page (the template's body or the home page's sections) and (b) the frame
 * saying it is ready for edits (IFRAME_LOADED reaches the studio). Choosing a page loads a new
 * /editor document in the frame, so this is a whole page load plus the studio's hand-over.
 * p50 and p95 per page; results print as a table and go to bench/results/editor-templates.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Frame, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';

const ROUNDS = Number(process.env.BENCH_OPENS ?? 12);
const WARMUP = 2;
const PAGES = [
  { key: 'product', label: 'Product template' },
  { key: 'listing', label: 'Listing template' },
  { key: 'cart', label: 'Cart' },
  { key: 'home', label: 'Home page' },
] as const;

const { host, listen } = await startBuiltHost();
const port = await listen();
const STUDIO = `http://studio.localhost:${port}/`;

/**
 * In every document (the studio and each frame load): the frame records the time of the first paint
 * that shows its page; the studio records when the frame's IFRAME_LOADED arrives. Plain source text,
 * so no bundler helper ends up inside the page.
 */
const RECORDER = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  if (location.pathname === '/editor') {
    const edit = new URLSearchParams(location.search).get('edit');
    const shows = () => edit
      ? (document.querySelector('[data-wx-template-body]') || { childElementCount: 0 }).childElementCount > 0
      : document.querySelectorAll('[data-temp-id]').length > 2;
    const check = () => {
      if (!shows()) { requestAnimationFrame(check); return; }
      // In a rAF callback the frame is about to paint; a message task queued there runs once it is on screen.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__pageShownAt = now(); };
      channel.port2.postMessage(0);
    };
    requestAnimationFrame(check);
  } else {
    addEventListener('message', (event) => { if (event.data && event.data.type === 'IFRAME_LOADED') window.__frameReadyAt = now(); });
  }
})()`;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

function editorFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().includes('/editor'));
  if (!frame) throw new Error('the studio shows no editor frame');
  return frame;
}

async function open(page: Page, label: string): Promise<{ shownMs: number; readyMs: number }> {
  const chosenAt = await page.evaluate(() => {
    (window as unknown as { __frameReadyAt?: number }).__frameReadyAt = undefined;
    return performance.timeOrigin + performance.now();
  });
  await page.getByLabel('Page to edit').selectOption({ label });
  await page.waitForFunction(() => (window as unknown as { __frameReadyAt?: number }).__frameReadyAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const readyAt = await page.evaluate(() => (window as unknown as { __frameReadyAt: number }).__frameReadyAt);
  const frame = editorFrame(page);
  await frame.waitForFunction(() => (window as unknown as { __pageShownAt?: number }).__pageShownAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const shownAt = await frame.evaluate(() => (window as unknown as { __pageShownAt: number }).__pageShownAt);
  return { shownMs: shownAt - chosenAt, readyMs: readyAt - chosenAt };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.addInitScript(RECORDER);
  await page.goto(STUDIO);
  await page.getByLabel('Email').fill('owner@aurora.example');
  await page.getByLabel('Password').fill('Studio-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /Theme Studio/ }).waitFor();
  await page.waitForFunction(() => (window as unknown as { __frameReadyAt?: number }).__frameReadyAt !== undefined, undefined, {
    timeout: 30_000,
  });
  const times = new Map<string, { shown: number[]; ready: number[] }>(PAGES.map((p) => [p.label, { shown: [], ready: [] }]));
  // Round-robin, so each open leaves another page (as an owner going through the picker does).
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    for (const { label } of PAGES) {
      const { shownMs, readyMs } = await open(page, label);
      if (round >= WARMUP) {
        times.get(label)!.shown.push(shownMs);
        times.get(label)!.ready.push(readyMs);
      }
    }
  }
  for (const { key, label } of PAGES) {
    const { shown, ready } = times.get(label)!;
    rows.push({
      page: key,
      shownP50Ms: +percentile(shown, 50).toFixed(0),
      shownP95Ms: +percentile(shown, 95).toFixed(0),
      readyP50Ms: +percentile(ready, 50).toFixed(0),
      readyP95Ms: +percentile(ready, 95).toFixed(0),
    });
  }
} finally {
  await browser.close();
  await host.close();
}
console.log("Opening a page from the studio's page picker (choice to first paint of the page, and to the frame ready for edits):");
console.table(rows);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/editor-templates.json',
  `${JSON.stringify({ at: new Date().toISOString(), rounds: ROUNDS, rows }, null, 2)}\n`,
);
