/**
 * Visitors are browsers, sessions are visits (decision 17): the session rule on fake cookies that expire
 * by a virtual clock. Before the fix every new session also minted a new visitor id, so the analytics
 * summary always showed as many visitors as sessions.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { arriveInSession } from '../../../src/application/tracking/session-keeper';
import { TRACKING_COOKIE_SECONDS } from '../../../src/domain/tracking/tracking-rules';
import { CountingIds, ExpiringCookies } from './tracking-harness';

function browser() {
  const clock = new SimulatedClock();
  const cookies = new ExpiringCookies(clock);
  const deps = { cookies, ids: new CountingIds(), ownHost: 'shop.test' };
  const land = (referrer = '', search = '', forced = false) =>
    arriveInSession(deps, { href: `http://shop.test/${search}`, search, referrer, forced });
  return { clock, cookies, land, waitSeconds: (seconds: number) => clock.increment(seconds * 1000) };
}

describe('session keeper: one visitor id per browser', () => {
  it('a browser returning after its session ended is a new session of the same visitor', () => {
    const b = browser();
    const first = b.land();
    b.waitSeconds(TRACKING_COOKIE_SECONDS.session + 1);
    const second = b.land();
    expect(second.isNew).toBe(true);
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(second.visitorId).toBe(first.visitorId);
  });

  it('keeps the visitor through every other reason for a new session: utm, another referrer, a forced start', () => {
    const b = browser();
    const { visitorId } = b.land();
    const again = [b.land('', '?utm_source=mail'), b.land('https://news.example/story'), b.land('', '', true)];
    expect(again.map((d) => d.isNew)).toEqual([true, true, true]);
    expect(again.map((d) => d.visitorId)).toEqual([visitorId, visitorId, visitorId]);
  });

  it('makes a visitor id only when the browser has none: a first visit, or a year after the last one', () => {
    const b = browser();
    const { visitorId } = b.land();
    expect(b.cookies.get('visitorId')).toBe(visitorId);
    b.waitSeconds(TRACKING_COOKIE_SECONDS.visitor - 60);
    expect(b.land().visitorId).toBe(visitorId);
    b.waitSeconds(TRACKING_COOKIE_SECONDS.visitor + 1);
    expect(b.land().visitorId).not.toBe(visitorId);
  });

  it('replaces a visitor cookie that does not hold a visitor id', () => {
    const b = browser();
    b.cookies.set('visitorId', '<script>', { maxAgeSeconds: 60 });
    expect(b.land().visitorId).toMatch(/^vi[A-Za-z0-9]{12}$/);
  });
});
