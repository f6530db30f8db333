/**
 * The block lists the section type modules declare (decision 39): each names a list of the type's
 * content, its preset is a whole item the parser reads field for field (so the new block's form shows
 * every field the page uses, and the page shows the block), and its limit is the parser's own.
 */
import { describe, expect, it } from 'vitest';
import { SECTION_TYPE_MODULE_LIST } from '../../../src/domain/sections/section-type-modules';

const withBlocks = SECTION_TYPE_MODULE_LIST.flatMap((type) => (type.blocks ? [{ type, spec: type.blocks }] : []));

describe('section blocks', () => {
  it('are declared for the types whose items an owner edits one by one', () => {
    expect(withBlocks.map(({ type, spec }) => `${type.name}.${spec.field}`)).toEqual([
      'header.menu',
      'footer.columns',
      'hero-banner.slides',
      'banners.tiles',
      'services.items',
      'features.items',
      'clients.logos',
      'testimonials.items',
      'pricing.plans',
      'team.members',
    ]);
  });

  it.each(withBlocks.map(({ type, spec }) => [type.name, type, spec] as const))(
    "%s: the preset parses to itself, and the limit is the parser's",
    (_, type, spec) => {
      const parsed = type.parse({ [spec.field]: [spec.preset] }) as Record<string, unknown[]>;
      expect(parsed[spec.field]).toEqual([spec.preset]);
      expect(typeof spec.preset[spec.titleField]).toBe('string');
      const full = type.parse({ [spec.field]: Array.from({ length: spec.max + 3 }, () => spec.preset) }) as Record<string, unknown[]>;
      expect(full[spec.field]).toHaveLength(spec.max);
    },
  );
});
