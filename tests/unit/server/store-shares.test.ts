import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreShares, storeShareOf } from '../../../server/host/store-shares';

describe("a store's share of the host", () => {
  it('is at least one place and leaves room for another store whenever there is more than one place', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (capacity) => {
        const share = storeShareOf(capacity);
        expect(share).toBeGreaterThanOrEqual(1);
        if (capacity > 1) expect(share).toBeLessThan(capacity);
      }),
    );
  });

  it('refuses a store past its share, not another store, and gives each place back once', () => {
    const shares = new StoreShares(2);
    const first = shares.take('aurora')!;
    const second = shares.take('aurora')!;
    expect(shares.take('aurora')).toBeNull();
    expect(shares.take('nordic')).not.toBeNull();
    first();
    first();
    expect(shares.holding('aurora')).toBe(1);
    expect(shares.take('aurora')).not.toBeNull();
    second();
  });
});
