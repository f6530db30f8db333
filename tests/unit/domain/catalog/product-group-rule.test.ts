/** A rule group's rule (decision 100): each kind given must hold, any one of a kind's items is enough, tags ignore case. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesGroupRule, ruleProblem, type ProductGroupRule, type RuleProduct } from '../../../../src/domain/catalog/product-group-rule';

const NONE: ProductGroupRule = { tags: [], brandIds: [], categoryIds: [], priceMin: null, priceMax: null };
const product = fc.record({
  tags: fc.array(fc.constantFrom('Summer', 'linen', 'sale'), { maxLength: 3 }),
  brandId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  categoryId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  categoryParentId: fc.option(fc.integer({ min: 5, max: 6 }), { nil: null }),
  price: fc.integer({ min: 0, max: 10_000 }).map((cents) => (cents / 100).toFixed(2)),
});
const rule = fc.record({
  tags: fc.array(fc.constantFrom('summer', 'LINEN', 'winter'), { maxLength: 2 }),
  brandIds: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
  categoryIds: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 2 }),
  priceMin: fc.option(fc.integer({ min: 0, max: 100 }).map(String), { nil: null }),
  priceMax: fc.option(fc.integer({ min: 0, max: 100 }).map(String), { nil: null }),
});

describe('product group rules', () => {
  it('holds exactly when every kind it names holds for the product', () => {
    fc.assert(
      fc.property(product, rule, (p: RuleProduct, r: ProductGroupRule) => {
        const parts = [
          matchesGroupRule(p, { ...NONE, tags: r.tags }),
          matchesGroupRule(p, { ...NONE, brandIds: r.brandIds }),
          matchesGroupRule(p, { ...NONE, categoryIds: r.categoryIds }),
          matchesGroupRule(p, { ...NONE, priceMin: r.priceMin, priceMax: r.priceMax }),
        ];
        expect(matchesGroupRule(p, r)).toBe(parts.every(Boolean));
      }),
    );
  });

  it('takes a tag in any case and a subcategory of a named category', () => {
    const shirt = { tags: ['Summer'], brandId: null, categoryId: 3, categoryParentId: 5, price: '20.00' };
    expect(matchesGroupRule(shirt, { ...NONE, tags: ['SUMMER'] })).toBe(true);
    expect(matchesGroupRule(shirt, { ...NONE, categoryIds: [5] })).toBe(true);
    expect(matchesGroupRule(shirt, { ...NONE, brandIds: [1] })).toBe(false);
    expect(matchesGroupRule(shirt, { ...NONE, priceMin: '20', priceMax: '20' })).toBe(true);
  });

  it('names what is wrong with a rule: empty, or a range upside down', () => {
    expect(ruleProblem(NONE)?.field).toBe('Rule');
    expect(ruleProblem({ ...NONE, priceMin: '9', priceMax: '8.99' })?.field).toBe('Rule.PriceMax');
    expect(ruleProblem({ ...NONE, tags: ['x'] })).toBeNull();
  });
});
