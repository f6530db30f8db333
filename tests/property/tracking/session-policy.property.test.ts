import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideSession, referrerHostOf, type SessionArrival } from '../../../src/domain/tracking/session-policy';
import { isTrackingId, trackingId } from '../../../src/domain/tracking/tracking-ids';
import { cutUserAgent, isTrackablePath, mayTrack, UNTRACKED_PATH_PREFIXES } from '../../../src/domain/tracking/tracking-rules';

const id = (kind: 'se' | 'vi') => fc.string({ minLength: 1, maxLength: 20 }).map((r) => trackingId(kind, r));
const host = fc.stringMatching(/^[a-z]{1,10}\.(com|org|test)$/);
const plainParam = fc.tuple(fc.stringMatching(/^[a-tv-z][a-z]{0,6}$/), fc.stringMatching(/^[a-z0-9]{0,6}$/));
const search = fc.array(plainParam, { maxLength: 3 }).map((pairs) => new URLSearchParams(pairs).toString());
const own = 'shop.example.com';
const arrival = fc.record({
  cookies: fc.record({
    sessionId: fc.option(id('se'), { nil: null }),
    visitorId: fc.option(id('vi'), { nil: null }),
    referrerHost: fc.option(host, { nil: null }),
  }),
  referrer: fc.oneof(
    fc.constant(''),
    host.map((h) => `https://${h}/page`),
    fc.constant(`https://${own}/other`),
  ),
  ownHost: fc.constant(own),
  search,
  forced: fc.boolean(),
}) satisfies fc.Arbitrary<SessionArrival>;
const randomText = () => {
  let n = 0;
  return () => `r${++n}xyzxyzxyzxyz`;
};

describe('session policy (spec section 4)', () => {
  test.prop([arrival])('a visit with no session cookie always starts a new session and visitor', (a) => {
    const decision = decideSession({ ...a, cookies: { ...a.cookies, sessionId: null } }, randomText());
    expect(decision.isNew).toBe(true);
    expect(isTrackingId(decision.sessionId, 'se')).toBe(true);
    expect(isTrackingId(decision.visitorId, 'vi')).toBe(true);
  });

  test.prop([arrival])('a forced request always starts a new session', (a) => {
    expect(decideSession({ ...a, forced: true }, randomText()).isNew).toBe(true);
  });

  test.prop([arrival, fc.stringMatching(/^[a-z]{1,8}$/)])('any utm_ parameter starts a new session and is recorded', (a, value) => {
    const decision = decideSession({ ...a, search: `${a.search}&utm_source=${value}` }, randomText());
    expect(decision.isNew).toBe(true);
    expect(decision.utm.utm_source).toBe(value);
  });

  test.prop([arrival])('an internal or empty referrer, no utm and a session cookie keep the session', (a) => {
    fc.pre(a.cookies.sessionId !== null && !a.forced && (a.referrer === '' || a.referrer.includes(own)));
    const decision = decideSession(a, randomText());
    expect(decision).toMatchObject({ isNew: false, sessionId: a.cookies.sessionId });
  });

  test.prop([arrival, host])('an external referrer host starts a new session exactly when it differs from the stored one', (a, h) => {
    fc.pre(a.cookies.sessionId !== null && !a.forced && h !== own);
    const decision = decideSession({ ...a, referrer: `https://www.${h}/x?y=1` }, randomText());
    expect(decision.isNew).toBe(h !== a.cookies.referrerHost);
    if (decision.isNew) expect(decision.referrerHost).toBe(h);
  });

  test.prop([arrival])('a stored visitor id is kept whatever happens to the session; a new one only when there is none', (a) => {
    const decision = decideSession(a, randomText());
    if (a.cookies.visitorId !== null) expect(decision.visitorId).toBe(a.cookies.visitorId);
    else expect(isTrackingId(decision.visitorId, 'vi')).toBe(true);
  });

  test.prop([arrival])('a new session never reuses the ids it had', (a) => {
    const decision = decideSession({ ...a, forced: true }, randomText());
    expect(decision.sessionId).not.toBe(a.cookies.sessionId);
  });
});

describe('tracking ids and rules (spec sections 5 and 9)', () => {
  test.prop([fc.constantFrom('vi', 'se', 'ev' as const), fc.string()])('ids are the prefix and 12 letters or digits', (kind, random) => {
    expect(trackingId(kind, random)).toMatch(new RegExp(`^${kind}[A-Za-z0-9]{12}$`));
  });

  test.prop([fc.string({ maxLength: 1200 })])('user agents are cut at 500 characters, never otherwise changed', (ua) => {
    const cut = cutUserAgent(ua);
    expect(cut.length).toBe(Math.min(ua.length, 500));
    expect(ua.startsWith(cut)).toBe(true);
  });

  test.prop([fc.constantFrom(...UNTRACKED_PATH_PREFIXES), fc.stringMatching(/^(\/[a-z0-9]{0,8})?$/)])(
    'paths under the excluded prefixes are not tracked',
    (prefix, rest) => {
      expect(isTrackablePath(`${prefix}${rest}`)).toBe(false);
    },
  );

  test.prop([fc.record({ webdriver: fc.boolean(), crawler: fc.boolean(), builder: fc.boolean(), development: fc.boolean() })])(
    'only a plain shopper visit in production is tracked',
    (env) => {
      expect(mayTrack(env)).toBe(!env.webdriver && !env.crawler && !env.builder && !env.development);
    },
  );

  it('tracks the storefront pages and reads referrer hosts', () => {
    for (const path of ['/', '/cart', '/p/shoes', '/checkout', '/products']) expect(isTrackablePath(path)).toBe(true);
    expect(referrerHostOf('https://www.Google.com:443/search?q=1')).toBe('google.com');
    expect(referrerHostOf('not a url')).toBeNull();
  });
});
