/**
 * The host's /api/track beacons and the owner's report: validation (400 naming the field), storage
 * under the store the access token names, refusal of another store's WebID, crawlers dropped.
 */
import { describe, expect, it } from 'vitest';
import { identityCalls } from './support/identity-calls';
import { startOwnedStoreApiForFile } from './support/test-server';
import { trackingEvents, trackingSessions } from '../../server/store-api/db/schema';

const OWNER = 'owner-token-for-tracking-tests';
const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const server = startOwnedStoreApiForFile(OWNER);
const { call, newCustomer } = identityCalls(server);

async function store(domain: string): Promise<{ webID: number; token: string }> {
  const body = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=${domain}`)).json()) as {
    data: { webID: number; tokens: { accessToken: string } };
  };
  return { webID: body.data.webID, token: body.data.tokens.accessToken };
}

async function beacon(path: string, payload: unknown, init: { token?: string; cookie?: string; ua?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': init.ua ?? SHOPPER_UA };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = init.cookie;
  const response = await fetch(`${server.origin}/api/track/${path}`, { method: 'POST', headers, body: JSON.stringify(payload) });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as { message: string; data: { errors?: Array<{ field: string }> } | null }) : null,
  };
}

let counter = 0;
const suffix = () => String(++counter).padStart(12, 'a').slice(-12);
const session = (webID: number, over: Record<string, unknown> = {}) => ({
  SessionID: `se${suffix()}`,
  VisitorID: `vi${suffix()}`,
  WebID: webID,
  CustomerID: null,
  LandingUrl: 'http://aurora.localhost/?utm_source=news',
  Referrer: 'https://www.search.test/q',
  Timestamp: new Date().toISOString(),
  IPAddress: '203.0.113.9',
  GeoLocation: {
    City: 'Unknown',
    State: 'Unknown',
    Country: 'Norway',
    CountryCode: 'NO',
    Continent: 'Europe',
    Latitude: null,
    Longitude: null,
    Locality: 'Unknown',
  },
  DeviceInfo: { Browser: 'Chrome', OS: 'Linux', Device: 'desktop' },
  UTM: { utm_source: 'news' },
  ...over,
});
const pageView = (webID: number, sessionId: string, url: string) => ({
  SessionID: sessionId,
  EventID: `ev${suffix()}`,
  EventType: 'page_view',
  Url: url,
  WebID: webID,
  Timestamp: new Date().toISOString(),
});

const rows = async () => ({
  sessions: await server.host.database!.db.select().from(trackingSessions),
  events: await server.host.database!.db.select().from(trackingEvents),
});

describe('tracking beacons', () => {
  it("stores a session, its page views and their visible durations under the token's store", async () => {
    const aurora = await store('aurora');
    const s = session(aurora.webID);
    expect((await beacon('add-session', s, { token: aurora.token })).status).toBe(204);
    const view = pageView(aurora.webID, s.SessionID, 'http://aurora.localhost/products?page=2');
    expect((await beacon('event', view, { token: aurora.token })).status).toBe(204);
    const update = { SessionID: s.SessionID, EventID: view.EventID, WebID: aurora.webID, Duration: '4500' };
    expect((await beacon('update-duration', update, { token: aurora.token })).status).toBe(204);
    // A resent session beacon changes nothing.
    expect((await beacon('add-session', s, { token: aurora.token })).status).toBe(204);

    const { sessions, events } = await rows();
    expect(sessions.filter((row) => row.sessionId === s.SessionID)).toEqual([
      expect.objectContaining({
        storeId: aurora.webID,
        referrerHost: 'search.test',
        utmSource: 'news',
        country: 'Norway',
        device: 'desktop',
        customerId: null,
      }),
    ]);
    expect(events.find((row) => row.eventId === view.EventID)).toMatchObject({
      storeId: aurora.webID,
      path: '/products',
      durationMs: 4500,
    });
  });

  it('reads the store from the host-named access-token cookie, as sendBeacon sends it', async () => {
    const aurora = await store('aurora');
    const s = session(aurora.webID);
    const host = new URL(server.origin).host;
    const cookie = `at_${host.split(':')[0]!.replace(/\./g, '_')}=${aurora.token}`;
    expect((await beacon('add-session', s, { cookie })).status).toBe(204);
    expect((await rows()).sessions.some((row) => row.sessionId === s.SessionID)).toBe(true);
  });

  it('on a shared host reads the cookie named for the store the visit chose with ?store=', async () => {
    const aurora = await store('aurora');
    const s = session(aurora.webID);
    const host = new URL(server.origin).hostname;
    // Pages on localhost?store=aurora keep aurora's tokens under its own name (tokenCookieHost).
    const cookie = `wx_store=aurora; at_aurora_${host.replace(/\./g, '_')}=${aurora.token}`;
    expect((await beacon('add-session', s, { cookie })).status).toBe(204);
    expect((await rows()).sessions.some((row) => row.sessionId === s.SessionID)).toBe(true);
  });

  it('answers 400 naming the field for malformed beacons and stores nothing', async () => {
    const aurora = await store('aurora');
    const before = await rows();
    const cases: Array<[string, unknown, string]> = [
      ['add-session', session(aurora.webID, { SessionID: 'nope' }), 'SessionID'],
      ['add-session', session(aurora.webID, { GeoLocation: 'x' }), 'GeoLocation'],
      ['add-session', session(aurora.webID, { UTM: { source: 'x' } }), 'UTM'],
      ['event', { ...pageView(aurora.webID, `se${suffix()}`, '/'), EventType: 'click' }, 'EventType'],
      ['event', { ...pageView(aurora.webID, `se${suffix()}`, '/'), WebID: 'one' }, 'WebID'],
      ['update-duration', { SessionID: `se${suffix()}`, EventID: `ev${suffix()}`, WebID: aurora.webID, Duration: 12 }, 'Duration'],
      ['update-duration', { SessionID: `se${suffix()}`, EventID: `ev${suffix()}`, WebID: aurora.webID, Duration: '-5' }, 'Duration'],
      ['event', 'not json at all', '(root)'],
    ];
    for (const [path, payload, field] of cases) {
      const answer = await beacon(path, payload, { token: aurora.token });
      expect(answer.status, `${path} ${field}`).toBe(400);
      expect(answer.body!.message).toContain(field);
    }
    const after = await rows();
    expect(after.sessions.length).toBe(before.sessions.length);
    expect(after.events.length).toBe(before.events.length);
  });

  it("refuses a beacon without a token (401) or naming another store (403), and another store's event cannot be updated", async () => {
    const aurora = await store('aurora');
    const nordic = await store('nordic');
    expect((await beacon('add-session', session(aurora.webID))).status).toBe(401);
    expect((await beacon('add-session', session(nordic.webID), { token: aurora.token })).status).toBe(403);
    const s = session(aurora.webID);
    const view = pageView(aurora.webID, s.SessionID, 'http://aurora.localhost/');
    await beacon('event', view, { token: aurora.token });
    const foreign = await beacon(
      'update-duration',
      { SessionID: s.SessionID, EventID: view.EventID, WebID: nordic.webID, Duration: '99' },
      { token: nordic.token },
    );
    expect(foreign.status).toBe(404);
    expect((await rows()).events.find((row) => row.eventId === view.EventID)?.durationMs).toBeNull();
  });

  it("drops a crawler's beacons without storing them", async () => {
    const aurora = await store('aurora');
    const s = session(aurora.webID);
    expect(
      (
        await beacon('add-session', s, {
          token: aurora.token,
          ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        })
      ).status,
    ).toBe(204);
    expect((await rows()).sessions.some((row) => row.sessionId === s.SessionID)).toBe(false);
  });

  it("records the duration an unloading page sends under the browser's default agent, but never for a crawler's page", async () => {
    const aurora = await store('aurora');
    const s = session(aurora.webID);
    await beacon('add-session', s, { token: aurora.token });
    const view = pageView(aurora.webID, s.SessionID, 'http://aurora.localhost/laptops');
    await beacon('event', view, { token: aurora.token });
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    const update = { SessionID: s.SessionID, EventID: view.EventID, WebID: aurora.webID, Duration: '2771' };
    expect((await beacon('update-duration', update, { token: aurora.token, ua: headless })).status).toBe(204);
    expect((await rows()).events.find((row) => row.eventId === view.EventID)?.durationMs).toBe(2771);

    const crawled = pageView(aurora.webID, s.SessionID, 'http://aurora.localhost/');
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon('event', crawled, { token: aurora.token, ua: googlebot })).status).toBe(204);
    const crawlerUpdate = { ...update, EventID: crawled.EventID };
    expect((await beacon('update-duration', crawlerUpdate, { token: aurora.token, ua: googlebot })).status).toBe(404);
    expect((await rows()).events.some((row) => row.eventId === crawled.EventID)).toBe(false);
  });

  it('tells the browser the address the host saw', async () => {
    const answer = await fetch(`${server.origin}/api/track/ip?format=json`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(await answer.json()).toEqual({ ip: '198.51.100.7' });
  });
});

describe('GET /api/track/report', () => {
  const report = async (query: string, token: string, owner: string | null = OWNER) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (owner) headers['x-owner-token'] = owner;
    const response = await fetch(`${server.origin}/api/track/report?${query}`, { headers });
    return {
      status: response.status,
      body: (await response.json()) as {
        message: string;
        data: Record<string, unknown> & {
          totals: { sessions: number; pageViews: number };
          days: Array<{ date: string; sessions: number }>;
        };
      },
    };
  };

  it("sums one store's sessions, page views, pages, referrers, sources, devices and countries per day", async () => {
    const sakura = await store('sakura');
    const s = session(sakura.webID);
    await beacon('add-session', s, { token: sakura.token });
    const first = pageView(sakura.webID, s.SessionID, 'http://sakura.localhost/');
    await beacon('event', first, { token: sakura.token });
    await beacon('event', pageView(sakura.webID, s.SessionID, 'http://sakura.localhost/'), { token: sakura.token });
    await beacon(
      'update-duration',
      { SessionID: s.SessionID, EventID: first.EventID, WebID: sakura.webID, Duration: '3000' },
      { token: sakura.token },
    );
    const today = new Date().toISOString().slice(0, 10);
    const answer = await report(`from=${today}&to=${today}`, sakura.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      totals: { sessions: 1, visitors: 1, pageViews: 2, averageDurationMs: 3000 },
      days: [{ date: today, sessions: 1, pageViews: 2 }],
      topPages: [{ path: '/', views: 2, averageDurationMs: 3000 }],
      referrers: [{ host: 'search.test', sessions: 1 }],
      utmSources: [{ source: 'news', sessions: 1 }],
      devices: [{ device: 'desktop', sessions: 1 }],
      countries: [{ country: 'Norway', sessions: 1 }],
    });
    // Another store's report does not see it; days outside the range are not counted.
    const vault = await store('vault');
    expect((await report(`from=${today}&to=${today}`, vault.token)).body.data.totals.sessions).toBe(0);
    const old = await report('from=2020-01-01&to=2020-01-03', sakura.token);
    expect(old.body.data.days.map((d) => d.sessions)).toEqual([0, 0, 0]);
  });

  it('needs the owner token, and a valid range', async () => {
    const sakura = await store('sakura');
    expect((await report('from=2026-01-01&to=2026-01-02', sakura.token, null)).status).toBe(403);
    const backwards = await report('from=2026-02-01&to=2026-01-01', sakura.token);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('from');
    expect((await report('from=yesterday&to=2026-01-01', sakura.token)).status).toBe(400);
  });
});

describe('GET /api/track/report with the Theme Studio owner token', () => {
  const studioOwner = async (store: string) => {
    const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
    return answer.body.data.ownerToken as string;
  };
  const reportAs = async (bearer: string, query: string) => {
    const response = await fetch(`${server.origin}/api/track/report?${query}`, { headers: { authorization: `Bearer ${bearer}` } });
    return {
      status: response.status,
      body: (await response.json()) as {
        message: string;
        data: { totals: { sessions: number; pageViews: number }; topPages: Array<{ path: string }> };
      },
    };
  };

  it("answers the signed-in owner with their own store only, and refuses a customer's token", async () => {
    const nordic = await store('nordic');
    const s = session(nordic.webID);
    await beacon('add-session', s, { token: nordic.token });
    await beacon('event', pageView(nordic.webID, s.SessionID, 'http://nordic.localhost/products/owner-report-check'), {
      token: nordic.token,
    });
    const today = new Date().toISOString().slice(0, 10);

    const own = await reportAs(await studioOwner('nordic'), `from=${today}&to=${today}`);
    expect(own.status).toBe(200);
    expect(own.body.data.totals.sessions).toBeGreaterThanOrEqual(1);
    expect(own.body.data.topPages.map((page) => page.path)).toContain('/products/owner-report-check');

    // Another store's owner sees none of it: the store comes from the owner token, nothing else.
    const other = await reportAs(await studioOwner('aurora'), `from=${today}&to=${today}`);
    expect(other.status).toBe(200);
    expect(other.body.data.topPages.map((page) => page.path)).not.toContain('/products/owner-report-check');

    // A customer's token (or a guest's) is not an owner's: refused without the script token.
    const customer = await newCustomer('aurora');
    expect((await reportAs(customer.accessToken, `from=${today}&to=${today}`)).status).toBe(403);
    expect((await reportAs(nordic.token, `from=${today}&to=${today}`)).status).toBe(403);
    // The owner token still has to ask for a valid range.
    const bad = await reportAs(await studioOwner('nordic'), 'from=2026-02-01&to=2026-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('from');
  });
});
