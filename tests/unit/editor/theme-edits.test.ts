import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { sectionTypeModule } from '../../../src/domain/sections/section-type-modules';
import { SECTION_TYPE_IDS } from '../../../src/domain/sections/section-types';
import { duplicateSection, insertSection, moveSection, newSection, removeSection, setSectionField, toggleHidden } from '../../../src/domain/studio/theme-edits';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';

const s = (temp_id: string, type: Section['section_type_id']): Section => ({ temp_id, section_type_id: type, is_hidden: false, style: {}, content: {} });
const doc = { ...parseThemeDocument('{}'), sections: [s('h', 1), s('a', 6), s('b', 8), s('c', 9), s('f', 2)] };
const ids = (d: typeof doc) => d.sections.map((x) => x.temp_id).join(',');

describe('studio edits', () => {
  it('moves body sections but never before the header or after the footer', () => {
    expect(ids(moveSection(doc, 'a', 3))).toBe('h,b,c,a,f');
    expect(ids(moveSection(doc, 'c', 0))).toBe('h,c,a,b,f');
    expect(ids(moveSection(doc, 'a', 99))).toBe('h,b,c,a,f');
    expect(moveSection(doc, 'h', 3)).toBe(doc);
  });

  it('adds before the footer or after the selected section, duplicates next to the original', () => {
    expect(ids(insertSection(doc, s('n', 10), null))).toBe('h,a,b,c,n,f');
    expect(ids(insertSection(doc, s('n', 10), 'a'))).toBe('h,a,n,b,c,f');
    expect(ids(insertSection(doc, s('n', 10), 'f'))).toBe('h,a,b,c,n,f');
    const copied = duplicateSection(doc, 'b', 'b2');
    expect(ids(copied)).toBe('h,a,b,b2,c,f');
    expect(copied.sections[3]!.section_type_id).toBe(8);
  });

  it('changes only the edited section, keeping every other section object', () => {
    const edited = setSectionField(toggleHidden(doc, 'b'), 'b', 'content', 'heading', 'Hi');
    expect(edited.sections[2]).toMatchObject({ is_hidden: true, content: { heading: 'Hi' } });
    edited.sections.forEach((section, i) => { if (i !== 2) expect(section).toBe(doc.sections[i]); });
    expect(ids(removeSection(doc, 'b'))).toBe('h,a,c,f');
  });

  it('has a preset for every section type (the specification\'s 22 and any added since)', () => {
    for (const type of SECTION_TYPE_IDS) expect(newSection(type, 'x', sectionTypeModule(type).preset).content).toBeTypeOf('object');
    expect(SECTION_TYPE_IDS.length).toBeGreaterThanOrEqual(22);
  });
});
