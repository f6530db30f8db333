/**
 * The tabs of one store share one live event stream, so a browser with ten of them open
 * holds one connection, not ten (over HTTP/1.1 the seventh tab would never load; docs/live-updates.md), and every tab still
 * follows the owner's maintenance switch, also after the tab holding the stream is closed.
 *
 * Nordic is closed here for a few seconds, which would fail other specs browsing it at the same
 * time: this file runs in its own project, after the others (playwright.config.ts). The store is
 * opened again after the test, whatever its outcome, as the seed has it.
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from '@playwright/test';
import { ownerToken } from './support/store-bypass';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

const STORE = 'nordic';
const TABS = 10;
const STREAM_PATH = '/api/maintenance/stream';

async function setMaintenance(request: APIRequestContext, isMaintenance: boolean): Promise<void> {
  // Node does not resolve *.localhost: the owner's calls go to the loopback address.
  const api = `http://127.0.0.1:${E2E_PORT}/store-api`;
  const token = await ownerToken(request, api, STORE);
  const answer = await request.post(`${api}/Web/SetMaintenance`, {
    data: { IsMaintenance: isMaintenance },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), `SetMaintenance ${isMaintenance} answered ${answer.status()}`).toBe(true);
}

/** The maintenance streams the browser opens, across all its tabs. */
function watchStreams(context: BrowserContext) {
  const open = new Map<Request, Page>();
  const opened: Page[] = [];
  let mostAtOnce = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname !== STREAM_PATH) return;
    const page = request.frame().page();
    open.set(request, page);
    opened.push(page);
    mostAtOnce = Math.max(mostAtOnce, open.size);
  });
  const ended = (request: Request) => open.delete(request);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  context.on('page', (page) =>
    page.on('close', () => {
      for (const [request, owner] of open) if (owner === page) open.delete(request);
    }),
  );
  return { openNow: () => [...open.values()], opened, mostAtOnce: () => mostAtOnce };
}

const loaded = (tab: Page) => expect(tab.getByRole('banner').getByRole('link', { name: /^Cart/ })).toBeVisible();

test.afterEach(async ({ request }) => {
  await setMaintenance(request, false);
});

test('ten tabs of one store share one live stream, and all load and follow the maintenance flag', async ({ context, request }) => {
  // Ten pages of a store on a busy two-core runner take their time.
  test.setTimeout(TIME_LIMITS.journey);
  const streams = watchStreams(context);

  const tabs: Page[] = [];
  for (let i = 0; i < TABS; i++) {
    const tab = await context.newPage();
    await tab.goto(storeUrl(STORE));
    await loaded(tab);
    tabs.push(tab);
  }
  // Every tab is live (its live layer loaded and joined the store's tabs) once its network is quiet.
  for (const tab of tabs) await tab.waitForLoadState('networkidle');
  expect(streams.opened).toHaveLength(1);
  expect(streams.openNow()).toHaveLength(1);
  const leader = streams.openNow()[0]!;
  expect(tabs).toContain(leader);

  await setMaintenance(request, true);
  for (const tab of tabs) {
    await expect(tab).toHaveURL(storeUrl(STORE, '/maintenance'));
    await expect(tab.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
  }
  expect(streams.mostAtOnce()).toBe(1);

  // The tab holding the stream closes: another takes it over, and the rest still follow.
  await leader.close();
  const rest = tabs.filter((tab) => tab !== leader);
  await expect.poll(() => streams.opened.length).toBe(2);
  await expect.poll(() => streams.openNow()).toEqual([streams.opened[1]]);
  expect(rest).toContain(streams.opened[1]);

  await setMaintenance(request, false);
  for (const tab of rest) {
    await expect(tab).toHaveURL(storeUrl(STORE, '/'));
    await loaded(tab);
  }
  expect(streams.opened).toHaveLength(2);
});
