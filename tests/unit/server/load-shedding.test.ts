import { describe, expect, it } from 'vitest';
import { TRACK_PATHS } from '../../../src/domain/tracking/tracking-records';
import { isLagTolerant, isPage, isSheddable, LoadGauge, shedReason } from '../../../server/host/load-shedding';

const limits = { maxInFlight: 3, maxEventLoopDelayMs: 100 };

describe('shedReason', () => {
  it('lets a request in below both limits', () => {
    expect(shedReason({ inFlight: 0, eventLoopDelayMs: 0 }, limits)).toBeNull();
    expect(shedReason({ inFlight: 2, eventLoopDelayMs: 100 }, limits)).toBeNull();
  });

  it('refuses once the requests in flight reach the limit, or the event loop lags past it', () => {
    expect(shedReason({ inFlight: 3, eventLoopDelayMs: 0 }, limits)).toBe('in-flight');
    expect(shedReason({ inFlight: 0, eventLoopDelayMs: 101 }, limits)).toBe('event-loop-delay');
    expect(shedReason({ inFlight: 9, eventLoopDelayMs: 900 }, limits)).toBe('in-flight');
  });

  it('refuses a lag-tolerant request (a beacon) only at the in-flight limit', () => {
    expect(shedReason({ inFlight: 0, eventLoopDelayMs: 900 }, limits, true)).toBeNull();
    expect(shedReason({ inFlight: 3, eventLoopDelayMs: 0 }, limits, true)).toBe('in-flight');
  });
});

describe('isLagTolerant', () => {
  it('is true of the tracking beacons only, posted', () => {
    for (const url of [...Object.values(TRACK_PATHS), '/api/track/event?x=1']) expect(isLagTolerant('POST', url), url).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/track/event'],
      ['POST', '/api/track/report'],
      ['POST', '/api/track/eventx'],
      ['POST', '/store-api/Cart/AddItem'],
      ['GET', '/api/track/ip'],
    ]) {
      expect(isLagTolerant(method!, url!), `${method} ${url}`).toBe(false);
    }
  });
});

describe('LoadGauge', () => {
  it('counts requests let in until they leave, refusing without counting past the limit', () => {
    const gauge = new LoadGauge(limits);
    expect([gauge.enter(), gauge.enter(), gauge.enter()]).toEqual([null, null, null]);
    expect(gauge.enter()).toBe('in-flight');
    expect(gauge.inFlight).toBe(3);
    gauge.leave();
    expect(gauge.refusal()).toBeNull();
    expect(gauge.enter()).toBeNull();
  });

  it('sheds while the event loop lags over two readings running, and lets in again when it recovers', () => {
    const gauge = new LoadGauge(limits);
    const readings = [5, 40, 180, 260, 90, 10];
    const decisions = readings.map((ms) => {
      gauge.recordDelay(ms);
      const reason = gauge.enter();
      if (reason === null) gauge.leave();
      return reason;
    });
    expect(decisions).toEqual([null, null, null, 'event-loop-delay', null, null]);
    expect(gauge.inFlight).toBe(0);
  });

  it('takes one long reading (a cold start, one long task) for no lag', () => {
    const gauge = new LoadGauge(limits);
    for (const ms of [2, 900, 3, 700, 1]) {
      gauge.recordDelay(ms);
      expect(gauge.refusal()).toBeNull();
    }
  });

  it('never counts below zero', () => {
    const gauge = new LoadGauge(limits);
    gauge.leave();
    expect(gauge.inFlight).toBe(0);
  });
});

describe('isSheddable', () => {
  it('never sheds the health calls or the static files a page needs', () => {
    for (const url of [
      '/healthz',
      '/store-api/Health',
      '/store-api/Health?probe=1',
      '/assets/index-abc.js',
      '/fonts/inter/x.woff2',
      '/builds/latest.json',
      '/studio-assets/a.js',
      '/favicon.svg',
    ]) {
      expect(isSheddable(url), url).toBe(false);
    }
  });

  it('tells server-rendered pages from calls and files', () => {
    for (const url of ['/', '/dresses?store=aurora', '/sitemap.xml', '/store-apix']) expect(isPage(url), url).toBe(true);
    for (const url of [
      '/store-api/Web/GetWebInfo',
      '/api/track',
      '/img/w_400/media/a.svg',
      '/media/a.svg',
      '/placeholder/1x1.svg',
      '/healthz',
      '/assets/a.js',
    ]) {
      expect(isPage(url), url).toBe(false);
    }
  });

  it('sheds pages, store API calls, pictures and look-alike paths', () => {
    for (const url of [
      '/',
      '/dresses?store=aurora',
      '/store-api/Web/GetWebInfo',
      '/store-api/HealthX',
      '/healthz2',
      '/img/w_400/media/a.svg',
      '/api/maintenance/stream',
      '/assetsx',
    ]) {
      expect(isSheddable(url), url).toBe(true);
    }
  });
});
