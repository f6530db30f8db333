// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { SendBeacon } from '../../../src/adapters/beacon/send-beacon';
import { BrowserPixel, CAPI_PATH } from '../../../src/adapters/pixel/browser-pixel';
import { QueuedPixel } from '../../../src/adapters/pixel/queued-pixel';
import { DomScriptInjector } from '../../../src/adapters/scripts/dom-script-injector';
import { injectOwnerScripts } from '../../../src/application/tracking/inject-owner-scripts';
import { siteScriptsWith } from '../../../src/domain/store/site-scripts';

const SCRIPTS = siteScriptsWith({
  facebookPixelID: '42',
  gA4ID: 'G-TEST',
  customScript: '<script>window.ownerRan = (window.ownerRan || 0) + 1;</script>',
});
const logger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('the owner scripts in a page', () => {
  it('inserts each tag once: inline snippets as code, external ones loading async', () => {
    document.head.innerHTML = '';
    const injector = new DomScriptInjector({ document, inert: false });
    injectOwnerScripts({ injector, logger: logger() }, SCRIPTS, { pathname: '/', search: '', builder: false });
    injectOwnerScripts({ injector, logger: logger() }, SCRIPTS, { pathname: '/cart', search: '', builder: false });
    const tags = [...document.head.querySelectorAll('script')];
    expect(tags.map((tag) => tag.dataset.ownerScript)).toEqual(['gtag-src-G-TEST', 'gtag-G-TEST', 'fb-pixel', 'fb-pixel-src', 'custom-0']);
    expect(tags[0]!.async).toBe(true);
    expect(tags[0]!.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
    expect(tags[4]!.text).toContain('ownerRan');
  });

  it("gives every tag the page's CSP nonce, so a nonce-only policy lets the owner's tags run", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m">';
    injectOwnerScripts({ injector: new DomScriptInjector({ document, inert: false }), logger: logger() }, SCRIPTS, {
      pathname: '/',
      search: '',
      builder: false,
    });
    const tags = [...document.head.querySelectorAll('script')];
    expect(tags).toHaveLength(5);
    expect(tags.every((tag) => tag.nonce === 'r4nd0m')).toBe(true);
  });

  it('inert mode shows what would load without loading or running anything', () => {
    document.head.innerHTML = '';
    injectOwnerScripts({ injector: new DomScriptInjector({ document, inert: true }), logger: logger() }, SCRIPTS, {
      pathname: '/',
      search: '',
      builder: false,
    });
    const tags = [...document.head.querySelectorAll('script')];
    expect(tags.every((tag) => tag.type === 'text/plain' && !tag.hasAttribute('src'))).toBe(true);
    expect(tags[0]!.dataset.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST');
  });

  it('logs the note and inserts nothing in builder mode; logs a warning for a broken custom script', () => {
    document.head.innerHTML = '';
    const log = logger();
    injectOwnerScripts({ injector: new DomScriptInjector({ document, inert: false }), logger: log }, SCRIPTS, {
      pathname: '/editor',
      search: '',
      builder: true,
    });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(log.info).toHaveBeenCalledWith('No scripts found or not in builder mode.');
    injectOwnerScripts(
      { injector: new DomScriptInjector({ document, inert: false }), logger: log },
      { ...SCRIPTS, customScript: '<script>x(' },
      { pathname: '/', search: '', builder: false },
    );
    expect(log.warn).toHaveBeenCalledWith('Custom script extraction error');
  });
});

describe('ad events reaching the pixels and the Conversions API', () => {
  it('delivers queued and later events to fbq, ttq and the CAPI route with one event id each', () => {
    const fbq = vi.fn();
    const ttq = { track: vi.fn(), page: vi.fn() };
    const beacon = { send: vi.fn() };
    const hub = new QueuedPixel();
    const add = {
      content_name: 'Mug',
      content_ids: ['SKU-1'],
      content_type: 'product' as const,
      value: 12,
      currency: 'USD',
      category: 'Mugs',
      brand: 'Clay',
    };
    hub.track('AddToCart', add);
    let n = 0;
    hub.attach(
      new BrowserPixel({
        globals: { fbq, ttq },
        beacon,
        facebookPixelId: '42',
        newEventId: () => `evid${++n}aaaaaaaa`,
        now: () => 1_790_000_000_500,
        pageUrl: () => 'http://shop.test/p/mug',
        logger: logger(),
      }),
    );
    hub.track(
      'Purchase',
      { content_ids: ['SKU-1'], content_type: 'product', value: 24, currency: 'USD', num_items: 2, event_id: 'order-A-1-purchase' },
      { eventId: 'order-A-1-purchase' },
    );
    hub.track('PageView', {});

    expect(fbq.mock.calls.map((call) => [call[1], call[3]])).toEqual([
      ['AddToCart', { eventID: 'evid1aaaaaaaa' }],
      ['Purchase', { eventID: 'order-A-1-purchase' }],
      ['PageView', { eventID: 'evid2aaaaaaaa' }],
    ]);
    expect(ttq.track.mock.calls.map((call) => call[0])).toEqual(['AddToCart', 'CompletePayment']);
    expect(ttq.page).toHaveBeenCalledTimes(1);
    expect(
      beacon.send.mock.calls.map(([path, body]) => [path, body.event_name, body.custom_data.event_id, body.custom_data.event_time]),
    ).toEqual([
      [CAPI_PATH, 'AddToCart', 'evid1aaaaaaaa', 1_790_000_000],
      [CAPI_PATH, 'Purchase', 'order-A-1-purchase', 1_790_000_000],
      [CAPI_PATH, 'PageView', 'evid2aaaaaaaa', 1_790_000_000],
    ]);
  });

  it('a failing pixel is only logged; without a Facebook pixel id nothing goes to the CAPI route', () => {
    const log = logger();
    const beacon = new SendBeacon({ sendBeacon: vi.fn(() => true), fetch: vi.fn(), logger: log });
    const send = vi.spyOn(beacon, 'send');
    const pixel = new BrowserPixel({
      globals: {
        fbq: () => {
          throw new Error('blocked');
        },
      },
      beacon,
      facebookPixelId: '',
      newEventId: () => 'evidxxxxxxxx',
      now: () => 0,
      pageUrl: () => '/',
      logger: log,
    });
    expect(() => pixel.track('PageView', {})).not.toThrow();
    expect(log.warn).toHaveBeenCalledWith('Facebook pixel failed', expect.any(Error));
    expect(send).not.toHaveBeenCalled();
  });
});
