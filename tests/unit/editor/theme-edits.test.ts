import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { sectionTypeModule } from '../../../src/domain/sections/section-type-modules';
import { SECTION_TYPE_IDS } from '../../../src/domain/sections/section-types';
import {
  duplicateSection,
  insertSection,
  moveSection,
  newSection,
  pageRows,
  removeSection,
  setSectionField,
  toggleHidden,
} from '../../../src/domain/studio/theme-edits';
import { parseThemeDocument, type ThemeDocument } from '../../../src/domain/theme/theme-document';
import type { ThemePageKey } from '../../../src/domain/theme/theme-pages';

const s = (temp_id: string, type: Section['section_type_id']): Section => ({
  temp_id,
  section_type_id: type,
  is_hidden: false,
  style: {},
  content: {},
});
const base = parseThemeDocument('{}');
const doc: ThemeDocument = {
  ...base,
  sections: [s('a', 6), s('b', 8), s('c', 9)],
  groups: { header: [s('h', 1)], footer: [s('f', 2)] },
  templates: { ...base.templates, product: { sections: [s('p1', 3), s('p2', 14)], main_index: 1 } },
  pages: { '7': [s('x', 10)] },
};
const ids = (d: ThemeDocument, page: ThemePageKey = 'home') =>
  pageRows(d, page)
    .map((x) => x?.temp_id ?? 'BODY')
    .join(',');

describe('studio edits', () => {
  it('moves sections within their page, clamped to the list', () => {
    expect(ids(moveSection(doc, 'home', 'a', 2))).toBe('b,c,a');
    expect(ids(moveSection(doc, 'home', 'c', 0))).toBe('c,a,b');
    expect(ids(moveSection(doc, 'home', 'a', 99))).toBe('b,c,a');
    expect(moveSection(doc, 'home', 'h', 2)).toBe(doc);
  });

  it("reads an old theme's header and footer (kept among the home sections) as the groups", () => {
    const old = parseThemeDocument(JSON.stringify({ sections: [s('h', 1), s('a', 6), s('f', 2)] }));
    expect(old.sections.map((x) => x.temp_id)).toEqual(['a']);
    expect(old.groups.header.map((x) => x.temp_id)).toEqual(['h']);
    expect(old.groups.footer.map((x) => x.temp_id)).toEqual(['f']);
  });

  it("keeps a template's body as a fixed row that sections move above or below", () => {
    expect(ids(doc, 'product')).toBe('p1,BODY,p2');
    const moved = moveSection(doc, 'product', 'p2', 0);
    expect(ids(moved, 'product')).toBe('p2,p1,BODY');
    expect(moved.templates.product.main_index).toBe(2);
    expect(ids(moveSection(doc, 'product', 'p1', 2), 'product')).toBe('BODY,p2,p1');
    expect(ids(removeSection(doc, 'product', 'p1'), 'product')).toBe('BODY,p2');
    expect(ids(insertSection(doc, 'product', s('n', 9), null), 'product')).toBe('p1,BODY,p2,n');
    expect(ids(insertSection(doc, 'product', s('n', 9), 'p1'), 'product')).toBe('p1,n,BODY,p2');
  });

  it('adds at the end of the page or after the selected section, duplicates next to the original', () => {
    expect(ids(insertSection(doc, 'home', s('n', 10), null))).toBe('a,b,c,n');
    expect(ids(insertSection(doc, 'home', s('n', 10), 'a'))).toBe('a,n,b,c');
    expect(ids(insertSection(doc, 'home', s('n', 10), 'p1'))).toBe('a,b,c,n');
    expect(ids(insertSection(doc, 'header', s('n', 15), null), 'header')).toBe('h,n');
    expect(ids(insertSection(doc, 'page:9', s('n', 15), null), 'page:9')).toBe('n');
    const copied = duplicateSection(doc, 'home', 'b', 'b2');
    expect(ids(copied)).toBe('a,b,b2,c');
    expect(copied.sections[2]!.section_type_id).toBe(8);
  });

  it('changes only the edited section of the edited page, keeping every other object', () => {
    const edited = setSectionField(toggleHidden(doc, 'home', 'b'), 'home', 'b', 'content', 'heading', 'Hi');
    expect(edited.sections[1]).toMatchObject({ is_hidden: true, content: { heading: 'Hi' } });
    edited.sections.forEach((section, i) => {
      if (i !== 1) expect(section).toBe(doc.sections[i]);
    });
    expect(edited.groups).toBe(doc.groups);
    expect(edited.templates).toBe(doc.templates);
    expect(edited.pages).toBe(doc.pages);
    expect(ids(removeSection(doc, 'home', 'b'))).toBe('a,c');
    // A section of another page is not touched by an edit addressed to this one.
    expect(setSectionField(doc, 'home', 'x', 'content', 'heading', 'No')).toBe(doc);
  });

  it("has a preset for every section type (the specification's 22 and any added since)", () => {
    for (const type of SECTION_TYPE_IDS) expect(newSection(type, 'x', sectionTypeModule(type).preset).content).toBeTypeOf('object');
    expect(SECTION_TYPE_IDS.length).toBeGreaterThanOrEqual(22);
  });
});
