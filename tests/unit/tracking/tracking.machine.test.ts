import { describe, expect, it } from 'vitest';
import { startTracking } from './tracking-harness';

const SESSION = '/api/track/add-session';
const EVENT = '/api/track/event';
const DURATION = '/api/track/update-duration';

describe('tracking machine (spec sections 4 and 9)', () => {
  it('announces a new session and sends a page_view on arrival', () => {
    const t = startTracking();
    t.go('/?utm_source=mail');
    expect(t.of(SESSION)).toHaveLength(1);
    expect(t.of(EVENT)).toEqual([
      expect.objectContaining({
        EventType: 'page_view',
        Url: 'http://shop.test/?utm_source=mail',
        WebID: 7,
        SessionID: t.of(SESSION)[0]!.SessionID,
      }),
    ]);
    expect(t.of(EVENT)[0]!.EventID).toMatch(/^ev[A-Za-z0-9]{12}$/);
  });

  it('on leaving a page sends its visible time and restarts the timer for the next', () => {
    const t = startTracking();
    t.go('/');
    t.wait(5_000);
    t.go('/products');
    t.wait(2_000);
    t.go('/cart');
    const [home, products] = t.of(EVENT);
    expect(t.of(DURATION)).toEqual([
      expect.objectContaining({ EventID: home!.EventID, Duration: '5000' }),
      expect.objectContaining({ EventID: products!.EventID, Duration: '2000' }),
    ]);
  });

  it('pages seen before tracking loaded keep the time they were opened: their views and visible times are right', () => {
    const t = startTracking();
    const opened = t.clock.now();
    t.wait(9_000);
    t.go('/', '', opened);
    t.go('/lighting', '', opened + 3_000);
    t.go('/cart');
    const [home, lighting] = t.of(EVENT);
    expect(home).toMatchObject({ Timestamp: new Date(opened).toISOString() });
    expect(t.of(DURATION)).toEqual([
      expect.objectContaining({ EventID: home!.EventID, Duration: '3000' }),
      expect.objectContaining({ EventID: lighting!.EventID, Duration: '6000' }),
    ]);
  });

  it('counts time only while the tab is visible, and sends the running total when it is hidden', () => {
    const t = startTracking();
    t.go('/');
    t.wait(3_000);
    t.hide();
    expect(t.of(DURATION).at(-1)).toMatchObject({ Duration: '3000' });
    t.wait(60_000);
    t.show();
    t.wait(1_000);
    t.go('/products');
    expect(t.of(DURATION).at(-1)).toMatchObject({ Duration: '4000', EventID: t.of(EVENT)[0]!.EventID });
  });

  it('a page opened in a hidden tab starts counting when it is shown', () => {
    const t = startTracking({ visible: false });
    t.go('/');
    t.wait(10_000);
    t.show();
    t.wait(1_500);
    t.go('/cart');
    expect(t.of(DURATION)).toEqual([expect.objectContaining({ Duration: '1500' })]);
  });

  it('keeps one session while pages come within 3 minutes, each page view renewing it', () => {
    const t = startTracking();
    for (const path of ['/', '/a', '/b', '/c', '/d']) {
      t.go(path);
      t.wait(150_000);
    }
    expect(t.of(SESSION)).toHaveLength(1);
    expect(new Set(t.of(EVENT).map((e) => e.SessionID)).size).toBe(1);
  });

  it('starts a new session after 3 minutes without a page view', () => {
    const t = startTracking();
    t.go('/');
    t.wait(181_000);
    t.go('/products');
    expect(t.of(SESSION)).toHaveLength(2);
    const [first, second] = t.of(EVENT);
    expect(first!.SessionID).not.toBe(second!.SessionID);
  });

  it('does not track the account area or the editor, but still closes the page it leaves', () => {
    const t = startTracking();
    t.go('/');
    t.wait(1_000);
    t.go('/account');
    t.wait(9_000);
    t.go('/wishlist');
    t.go('/editor');
    expect(t.of(EVENT)).toHaveLength(1);
    expect(t.of(DURATION)).toEqual([expect.objectContaining({ Duration: '1000' })]);
    t.hide();
    expect(t.of(DURATION)).toHaveLength(1);
  });

  it('starts a new session when the visitor comes back from another site', () => {
    const t = startTracking();
    t.go('/', 'https://search.example/q');
    t.go('/products', '');
    t.go('/', 'https://news.example/story');
    expect(t.of(SESSION)).toHaveLength(2);
    expect(t.cookies.get('referrerHost')).toBe('news.example');
  });
});
