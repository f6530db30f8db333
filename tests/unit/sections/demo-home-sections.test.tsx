// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PAGE_SLUGS } from '../../../server/store-api/db/seed/demo-pages';
import { DEMO_HOME_SECTIONS } from '../../../server/store-api/db/seed/home-sections';
import type { ProductCard } from '../../../src/domain/catalog/catalog-types';
import type { ResolvedSectionData, Section } from '../../../src/domain/sections/section';
import { sectionDataNeed } from '../../../src/domain/sections/section-data-needs';
import { SECTION_TYPE_IDS } from '../../../src/domain/sections/section-types';
import { SectionRenderer } from '../../../src/ui/sections/section-renderer';
import { CONTEXT } from './section-fixtures';

const STORES = Object.entries(DEMO_HOME_SECTIONS) as Array<[keyof typeof DEMO_HOME_SECTIONS, Section[]]>;
const CATEGORY_SLUGS: Record<string, string[]> = {
  aurora: ['dresses', 'shirts', 'knitwear', 'shoes', 'accessories', 'outerwear'],
  nordic: ['sofas', 'lighting', 'tables', 'chairs', 'textiles', 'decor'],
  sakura: ['laptops', 'phones', 'audio', 'cameras', 'wearables', 'accessories'],
  atelier: ['mugs', 'bowls'],
  vault: ['red-wine', 'white-wine'],
};

/** Every string anywhere in a value, to check media paths and link targets wherever they sit. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function targets(value: unknown): Array<{ type: number; slug: string }> {
  if (Array.isArray(value)) return value.flatMap(targets);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.type === 'number' && typeof record.slug === 'string' ? [{ type: record.type, slug: record.slug }] : [];
  return [...own, ...Object.values(record).flatMap(targets)];
}

function fakeData(sections: Section[]): ResolvedSectionData {
  const product = (id: number): ProductCard => ({
    productID: id,
    name: `Product ${id}`,
    productURL: `/product-${id}`,
    sku: `P${id}`,
    imageFile: '',
    thumbnailFile: '',
    price: 10 * id,
    compareAtPrice: id % 2 ? 12 * id : null,
    isHidePrice: false,
    inStock: id % 3 !== 0,
    isNew: id === 1,
    rating: 4.5,
    ratingCount: id,
    brandName: null,
    categoryName: null,
  });
  return Object.fromEntries(
    sections.flatMap((section): Array<[string, unknown]> => {
      const need = sectionDataNeed(section);
      if (!need) return [];
      const ids = Array.from({ length: need.limit }, (_, i) => i + 1);
      if (need.kind === 'products') return [[section.temp_id, ids.map(product)]];
      if (need.kind === 'categories')
        return [
          [
            section.temp_id,
            ids.map((id) => ({ categoryID: id, name: `Category ${id}`, slug: `c${id}`, url: `/c${id}`, imageFile: '', productCount: id })),
          ],
        ];
      return [[section.temp_id, ids.map((id) => ({ brandID: id, name: `Brand ${id}`, slug: `b${id}`, url: `/b${id}`, logoFile: '' }))]];
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DEMO_HOME_SECTIONS', () => {
  it('uses all 22 section types across the five stores', () => {
    const used = new Set(STORES.flatMap(([, sections]) => sections.map((section) => section.section_type_id)));
    expect([...used].sort((a, b) => a - b)).toEqual(SECTION_TYPE_IDS);
  });

  it.each(STORES)('%s starts with a header, ends with a footer and has unique fixed temp ids', (_, sections) => {
    expect(sections[0]?.section_type_id).toBe(1);
    expect(sections.at(-1)?.section_type_id).toBe(2);
    for (const section of sections) expect(section.temp_id).toMatch(/^temp-[a-z0-9]{12}$/);
    expect(new Set(sections.map((section) => section.temp_id)).size).toBe(sections.length);
  });

  it('gives each big store at least 10 section types', () => {
    for (const name of ['aurora', 'nordic', 'sakura'] as const) {
      expect(new Set(DEMO_HOME_SECTIONS[name].map((section) => section.section_type_id)).size).toBeGreaterThanOrEqual(10);
    }
  });

  it.each(STORES)('%s uses only the media files and slugs the catalogue seed creates', (name, sections) => {
    const media = strings(sections).filter((text) => text.startsWith('media://'));
    for (const path of media) {
      expect(path).toMatch(
        new RegExp(`^media://${name}/(logo\\.svg|about-1200x800\\.svg|banners/[1-6]-1600x600\\.svg|clients/[1-6]\\.svg|team/[1-4]\\.svg)$`),
      );
    }
    for (const target of targets(sections)) {
      if (target.type === 1) expect(CATEGORY_SLUGS[name]).toContain(target.slug);
      else if (target.type === 4) expect(Object.values(DEMO_PAGE_SLUGS)).toContain(target.slug);
      else expect([`${name}-bestsellers`, `${name}-new-arrivals`]).toContain(target.slug);
    }
    for (const section of sections) {
      const need = sectionDataNeed(section);
      if (need?.kind === 'products' && need.source.kind === 'category') expect(CATEGORY_SLUGS[name]).toContain(need.source.slug);
    }
  });

  it('varies the style fields across stores', () => {
    const styles = STORES.flatMap(([, sections]) => sections.map((section) => section.style));
    const widths = new Set(styles.map((style) => style.section_width ?? 'default'));
    expect(widths).toEqual(new Set(['default', 'fluid', 'stretched', 'full']));
    expect(styles.some((style) => style.section_bg_image_parallax === true)).toBe(true);
    expect(styles.some((style) => style.is_transparent_header === true)).toBe(true);
    expect(new Set(styles.map((style) => style.alignment).filter(Boolean))).toEqual(new Set(['start', 'center', 'end']));
  });

  it.each(STORES)('%s keeps a heading outline without skipped levels', (name, sections) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SectionRenderer sections={sections} resolved={fakeData(sections)} context={{ ...CONTEXT, storeTitle: name }} />,
    );
    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((node) => Number(node.tagName[1]));
    expect(levels.filter((level) => level === 1).length).toBeLessThanOrEqual(1);
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1));
  });

  it.each(STORES)('%s renders on the server and hydrates without warnings', async (name, sections) => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const resolved = fakeData(sections);
    const context = { ...CONTEXT, storeTitle: name };
    const page = <SectionRenderer sections={sections} resolved={resolved} context={context} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll('[data-temp-id]')).toHaveLength(sections.length);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
