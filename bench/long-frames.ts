/**
 * `npm run bench:frames` (decision 54): what blocks the main thread after the first paint, in a real
 * Chromium at Lighthouse's mobile CPU slowdown (4x) and a phone viewport, without Lighthouse's
 * simulation. For each page: the blocking time (each long animation frame's time over 50 ms, from
 * first paint to 6 s after load starts), median of BENCH_FRAMES_RUNS runs (5), and for the median run
 * every blocking frame with the scripts that ran in it (module evaluation, a promise's callback,
 * React's scheduler on MessagePort). Lighthouse's TBT says how much; this says which work, so a change
 * can be aimed and then checked against its own figure. Needs `npm run build` first.
 * BENCH_FRAMES_PAGES=aurora/silk-camp-shirt,nordic/ picks the pages (store/path).
 */
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/support/find-chromium';
import { startBuiltHost } from './built-host';

const PAGES = (process.env.BENCH_FRAMES_PAGES ?? 'aurora/silk-camp-shirt,aurora/,nordic/').split(',');
const RUNS = Number(process.env.BENCH_FRAMES_RUNS ?? 5);
const WATCH_MS = 6000;

interface FrameScript {
  duration: number;
  invokerType: string;
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
}
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

const { host, listen } = await startBuiltHost();
const port = await listen();
// *.localhost resolves to the loopback in Chromium already; the rule keeps it so under any resolver.
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
});

async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { __longFrames: seen });
    new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.toJSON()))).observe({
      type: 'long-animation-frame',
      buffered: true,
    });
  });
}

async function measure(url: string): Promise<{ blocking: number; frames: Frame[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await watchFrames(page);
  await page.goto(url);
  await page.waitForTimeout(WATCH_MS);
  const frames = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const all = (window as unknown as { __longFrames: Frame[] }).__longFrames;
    return all.filter((frame) => frame.startTime + frame.duration >= firstPaint && frame.blockingDuration > 0);
  });
  await context.close();
  return { blocking: Math.round(frames.reduce((sum, frame) => sum + frame.blockingDuration, 0)), frames };
}

const fileOf = (url: string) => url.split('/').pop() ?? url;

for (const path of PAGES) {
  const [store, ...rest] = path.split('/');
  const url = `http://${store}.localhost:${port}/${rest.join('/')}`;
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
  const sorted = [...runs].sort((a, b) => a.blocking - b.blocking);
  const median = sorted[Math.floor(RUNS / 2)]!;
  console.log(`\n${path}: blocking ${median.blocking} ms (runs ${runs.map((r) => r.blocking).join(', ')})`);
  for (const frame of median.frames) {
    // A frame's time splits into its task's work (scripts, or with none the parser), the rendering
    // steps (animation callbacks, observers) and style and layout.
    const end = frame.startTime + frame.duration;
    const layout = frame.styleAndLayoutStart ? end - frame.styleAndLayoutStart : 0;
    const render = frame.renderStart ? end - frame.renderStart - layout : 0;
    const parts = `task ${Math.round(frame.duration - render - layout)}, render ${Math.round(render)}, style and layout ${Math.round(layout)}`;
    console.log(
      `  at ${Math.round(frame.startTime)} ms: frame ${Math.round(frame.duration)} ms (${parts}), blocking ${Math.round(frame.blockingDuration)}`,
    );
    for (const script of [...frame.scripts].sort((a, b) => b.duration - a.duration).slice(0, 3)) {
      const source = `${fileOf(script.sourceURL)} ${script.sourceFunctionName}`.trim();
      console.log(`    ${Math.round(script.duration)} ms ${script.invokerType} ${fileOf(script.invoker)} (${source})`);
    }
  }
}
await browser.close();
await host.close();
