import { describe, expect, it } from 'vitest';
import { discountPercent, shownOffer, stockLabel, stockState, unavailableReason } from '../../../src/domain/catalog/product-offer';
import { product, VARIANTS } from './product-fixtures';

describe('shown offer', () => {
  it("shows the chosen variant's price, stock and SKU", () => {
    const offer = shownOffer(product(), { 1: 12, 2: 22 });
    expect(offer).toMatchObject({ price: 110, compareAtPrice: 130, sku: 'SKU-3', maxQuantity: 12, stock: { kind: 'in_stock' } });
    expect(stockLabel(offer.stock)).toBe('In stock');
  });

  it('says "Only N left" at low stock and "Out of stock" at none, with the reason', () => {
    const low = shownOffer(product(), { 1: 13, 2: 22 });
    expect(stockLabel(low.stock)).toBe('Only 2 left');
    const out = shownOffer(product(), { 1: 11, 2: 21 });
    expect(stockLabel(out.stock)).toBe('Out of stock');
    expect(out.maxQuantity).toBe(0);
    expect(unavailableReason(out)).toBe('S / Navy is out of stock.');
    expect(unavailableReason(low)).toBeNull();
  });

  it('is unavailable for a combination that does not exist', () => {
    const none = shownOffer(product(), { 1: 11, 2: 22 });
    expect(none.stock).toEqual({ kind: 'unavailable' });
    expect(unavailableReason(none)).toMatch(/not available/);
  });

  it("uses the product's own price and stock without variants, and drops a compare-at price below the price", () => {
    const plain = shownOffer(product({ attributes: [], variants: [], stock: 3, compareAtPrice: 90 }), {});
    expect(plain).toMatchObject({ price: 100, compareAtPrice: null, sku: 'SD-1', stock: { kind: 'low', left: 3 } });
    expect(unavailableReason(shownOffer(product({ attributes: [], variants: [], stock: 0 }), {}))).toBe('This product is out of stock.');
  });

  it("strikes through the chosen variant's own compare-at price, and the product's for a variant without one (decision 104)", () => {
    const variants = VARIANTS.map((variant) => (variant.sku === 'SKU-3' ? { ...variant, compareAtPrice: 150 } : variant));
    expect(shownOffer(product({ variants }), { 1: 12, 2: 22 })).toMatchObject({ price: 110, compareAtPrice: 150, hidePrice: false });
    // A backend that answers no compare-at price of the variant's: the product's shows.
    expect(shownOffer(product(), { 1: 12, 2: 22 }).compareAtPrice).toBe(130);
    const below = VARIANTS.map((variant) => (variant.sku === 'SKU-3' ? { ...variant, compareAtPrice: 110 } : variant));
    expect(shownOffer(product({ variants: below, compareAtPrice: null }), { 1: 12, 2: 22 }).compareAtPrice).toBeNull();
  });

  it('hides the price of a variant on request only while that variant is chosen', () => {
    const variants = VARIANTS.map((variant) => (variant.sku === 'SKU-3' ? { ...variant, isHidePrice: true } : variant));
    expect(shownOffer(product({ variants }), { 1: 12, 2: 22 }).hidePrice).toBe(true);
    expect(shownOffer(product({ variants }), { 1: 13, 2: 22 }).hidePrice).toBe(false);
    expect(shownOffer(product({ isHidePrice: true }), { 1: 13, 2: 22 }).hidePrice).toBe(true);
  });

  it('computes the stock state and discount at their edges', () => {
    expect(stockState(6)).toEqual({ kind: 'in_stock' });
    expect(stockState(5)).toEqual({ kind: 'low', left: 5 });
    expect(stockState(Number.NaN)).toEqual({ kind: 'out' });
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, null)).toBe(0);
  });
});
