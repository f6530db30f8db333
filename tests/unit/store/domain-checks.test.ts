/**
 * When a domain's record is looked for again (decision 98), and where a page on another of the store's
 * names moves to: the schedule grows and stops after about three days; the redirect keeps the path,
 * query, scheme and port, and never fires on the primary domain or a shared platform host.
 */
import { describe, expect, it } from 'vitest';
import { CHECK_DELAYS_MS, nextCheckDelayMs } from '../../../src/domain/store/domain-checks';
import { primaryRedirect } from '../../../src/domain/store/store-domains';

describe('the domain checks’ schedule', () => {
  it('waits longer after each miss, and stops after about three days', () => {
    const delays = CHECK_DELAYS_MS.map((_, index) => nextCheckDelayMs(index + 1)!);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(2.5 * 24 * 3_600_000);
    expect(total).toBeLessThan(4 * 24 * 3_600_000);
    expect(nextCheckDelayMs(CHECK_DELAYS_MS.length + 1)).toBeNull();
    expect(nextCheckDelayMs(0)).toBe(60_000);
  });
});

describe('primaryRedirect', () => {
  const platformOnly = { domain: null, mainDomain: 'shops.test', subDomain: 'aurora', isSubDomain: true };
  const custom = { ...platformOnly, domain: 'shop.example.com' };

  it('moves another name of the store to the primary with the same path, query, scheme and port', () => {
    expect(primaryRedirect(new URL('https://aurora.shops.test/p/1?a=1&b=2'), 'aurora.shops.test', custom)).toBe(
      'https://shop.example.com/p/1?a=1&b=2',
    );
    expect(primaryRedirect(new URL('http://old.example:8080/'), 'old.example', custom)).toBe('http://shop.example.com:8080/');
    expect(primaryRedirect(new URL('https://shop.example.com/x'), 'shop.example.com', platformOnly)).toBe('https://aurora.shops.test/x');
  });

  it('stays on the primary domain (with or without www.) and on a shared platform host', () => {
    expect(primaryRedirect(new URL('https://shop.example.com/x'), 'shop.example.com', custom)).toBeNull();
    expect(primaryRedirect(new URL('https://www.shop.example.com/x'), 'shop.example.com', custom)).toBeNull();
    expect(primaryRedirect(new URL('http://aurora.shops.test:3000/'), 'aurora.shops.test', platformOnly)).toBeNull();
    expect(primaryRedirect(new URL('http://localhost:3000/?store=aurora'), 'aurora', custom)).toBeNull();
  });
});
