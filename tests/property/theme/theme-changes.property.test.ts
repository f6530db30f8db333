import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { describeThemeChanges, themeChanges } from '../../../src/domain/studio/theme-changes';
import { parseThemeDocument, type ThemeDocument } from '../../../src/domain/theme/theme-document';

const section = (id: string, heading: string): Section =>
  ({ temp_id: id, section_type_id: 9, is_hidden: false, style: {}, content: { heading } }) as Section;
const doc = (settings: Record<string, unknown>, sections: Section[]): ThemeDocument => ({
  ...parseThemeDocument('{}'),
  settings,
  sections,
});

const docs = fc
  .record({
    settings: fc.dictionary(
      fc.constantFrom('primary_color', 'text_color', 'font', 'radius'),
      fc.oneof(fc.string({ maxLength: 6 }), fc.integer()),
    ),
    ids: fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 }),
  })
  .map(({ settings, ids }) =>
    doc(
      settings,
      ids.map((id) => section(id, `Heading ${id}`)),
    ),
  );

describe('theme changes of a publish', () => {
  it('a document compared with itself has no changes', () => {
    fc.assert(
      fc.property(docs, (d) => {
        expect(describeThemeChanges(themeChanges(d, structuredClone(d)))).toBe('No changes');
      }),
    );
  });

  it('counts a section added, one removed and one edited, whatever else the document holds', () => {
    fc.assert(
      fc.property(docs, (d) => {
        const after = doc(d.settings, [...d.sections, section('new', 'Fresh')]);
        expect(themeChanges(d, after)).toMatchObject({ added: 1, removed: 0, edited: 0, reordered: false });
        expect(themeChanges(after, d)).toMatchObject({ added: 0, removed: 1, edited: 0, reordered: false });
        if (d.sections.length > 0) {
          const edited = doc(
            d.settings,
            d.sections.map((s, i) => (i === 0 ? { ...s, content: { heading: 'Changed' } } : s)),
          );
          expect(themeChanges(d, edited)).toMatchObject({ added: 0, removed: 0, edited: 1, reordered: false });
        }
      }),
    );
  });

  it('tells a reorder from an edit, and words the summary for the owner', () => {
    const before = doc({ primary_color: '#000' }, [section('a', 'A'), section('b', 'B')]);
    const after = doc({ primary_color: '#f05', radius: 4 }, [section('b', 'B'), section('a', 'A'), section('c', 'C')]);
    expect(describeThemeChanges(themeChanges(before, after))).toBe('2 settings changed, 1 section added, sections reordered');
  });
});
