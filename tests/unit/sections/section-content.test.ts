// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseProductsContent } from '../../../src/domain/sections/content/catalog-content';
import { parseHeaderContent } from '../../../src/domain/sections/content/header-content';
import { parseHeroBannerContent, parsePromotionContent } from '../../../src/domain/sections/content/banner-content';
import { parseFormsContent } from '../../../src/domain/sections/content/contact-content';
import { parsePricingContent } from '../../../src/domain/sections/content/pricing-content';
import { linkHref, safeUrl } from '../../../src/domain/sections/link-target';
import { sectionDataNeed } from '../../../src/domain/sections/section-data-needs';
import { makeSection } from './section-fixtures';

describe('content parsers', () => {
  it('give defaults for anything that is not an object', () => {
    for (const raw of [null, undefined, 'x', 42, [], true]) {
      expect(parseHeaderContent(raw).showSearch).toBe(true);
      expect(parseProductsContent(raw)).toMatchObject({ source: { kind: 'latest' }, limit: 8, columns: 4 });
    }
  });

  it('fall back per field, keeping the good ones', () => {
    const header = parseHeaderContent({
      title: 'Shop',
      showSearch: 'nope',
      sticky: '1',
      menu: [{ label: 'A', url: '/a' }, 7, { label: 'B', type: '1', slug: 'b' }],
    });
    expect(header.title).toBe('Shop');
    expect(header.showSearch).toBe(true);
    expect(header.sticky).toBe(true);
    expect(header.menu).toEqual([
      { label: 'A', url: '/a' },
      { label: 'B', type: 1, slug: 'b' },
    ]);
  });

  it('clamp numbers into range and reject bad product sources', () => {
    expect(parseProductsContent({ limit: '500', columns: 0 })).toMatchObject({ limit: 24, columns: 2 });
    expect(parseProductsContent({ source: { kind: 'category', slug: '../etc' } }).source).toEqual({ kind: 'latest' });
    expect(parseProductsContent({ source: { kind: 'collection', slug: 'aurora-bestsellers' } }).source).toEqual({
      kind: 'collection',
      slug: 'aurora-bestsellers',
    });
    expect(parseHeroBannerContent({ intervalSeconds: 0.5, overlay: 200 })).toMatchObject({ intervalSeconds: 3, overlay: 80 });
  });

  it('keep only readable ISO end dates', () => {
    expect(parsePromotionContent({ endsAt: '2030-05-01T12:00:00Z' }).endsAt).toBe('2030-05-01T12:00:00Z');
    expect(parsePromotionContent({ endsAt: '2030-13-45' }).endsAt).toBe('');
    expect(parsePromotionContent({ endsAt: 'tomorrow' }).endsAt).toBe('');
  });

  it('normalise dynamic form fields', () => {
    const { fields } = parseFormsContent({
      fields: [
        { fieldName: ' Name ', inputTypeID: '9', isMandatory: 1 },
        { fieldName: 'Pick', inputTypeID: 5, options: 'a, b,,c' },
      ],
    });
    expect(fields).toEqual([
      { fieldName: 'Name', inputTypeID: 1, isMandatory: '1', options: [], placeholder: '' },
      { fieldName: 'Pick', inputTypeID: 5, isMandatory: '0', options: ['a', 'b', 'c'], placeholder: '' },
    ]);
  });

  it('drop non-text plan features', () => {
    expect(parsePricingContent({ plans: [{ name: 'A', features: ['x', 3, null, 'y'], price: '12.5' }] }).plans[0]).toMatchObject({
      features: ['x', 'y'],
      price: 12.5,
    });
  });
});

describe('links', () => {
  it.each([
    ['https://shop.test/a', 'https://shop.test/a'],
    ['/sale', '/sale'],
    ['javascript:alert(1)', '#'],
    ['JaVaScRiPt:alert(1)', '#'],
    ['//evil.test', '#'],
    ['/\\evil.test', '#'],
    ['data:text/html,x', '#'],
    ['mailto:a@b.c', '#'],
    ['sale', '#'],
    ['', '#'],
  ])('safeUrl(%s) = %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it('builds flat URLs for link targets', () => {
    expect(linkHref({ label: '', type: 1, slug: 'dresses' })).toBe('/dresses');
    expect(linkHref({ label: '', type: 2, slug: '/aurora-bestsellers/' })).toBe('/aurora-bestsellers');
    expect(linkHref({ label: '', type: 4, slug: 'a/b' })).toBe('#');
    expect(linkHref({ label: '', type: 3, slug: '' })).toBe('#');
  });
});

describe('sectionDataNeed', () => {
  it('asks for products, categories and brands with their limits', () => {
    expect(sectionDataNeed(makeSection(3, { source: { kind: 'popular' }, limit: 4 }))).toEqual({
      kind: 'products',
      source: { kind: 'popular' },
      limit: 4,
    });
    expect(sectionDataNeed(makeSection(4, { limit: 3 }))).toEqual({ kind: 'categories', limit: 3 });
    expect(sectionDataNeed(makeSection(5, {}))).toEqual({ kind: 'brands', limit: 12 });
  });

  it('asks nothing for other types or hidden sections', () => {
    expect(sectionDataNeed(makeSection(6))).toBeNull();
    expect(sectionDataNeed({ ...makeSection(3), is_hidden: true })).toBeNull();
  });
});
