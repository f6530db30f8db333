/**
 * Page edits (decision 35): any run of edits on any pages of the theme, undone step by step through the
 * studio's history, gives back exactly the document the owner started from; an edit touches only its
 * own page; a template's built-in body row is never lost or duplicated.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { record, startHistory, undo, redo, type EditHistory } from '../../../src/domain/studio/edit-history';
import * as edits from '../../../src/domain/studio/theme-edits';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { ThemePageKey } from '../../../src/domain/theme/theme-pages';

const PAGES: ThemePageKey[] = ['home', 'header', 'footer', 'product', 'listing', 'cart', 'maintenance', 'page:1', 'page:2'];
const s = (temp_id: string): Section => ({ temp_id, section_type_id: 8, is_hidden: false, style: {}, content: { heading: temp_id } });

const startDoc = (): edits.StudioDocument => {
  const base = parseThemeDocument('{}');
  return {
    ...base,
    sections: [s('a'), s('b')],
    groups: { header: [s('h')], footer: [s('f')] },
    templates: {
      product: { sections: [s('p1'), s('p2')], main_index: 1 },
      listing: { sections: [], main_index: 0 },
      cart: { sections: [s('c1')], main_index: 1 },
      maintenance: { sections: [s('m1')], main_index: 0 },
    },
    pages: { '1': [s('x')] },
  };
};

type Op = {
  page: ThemePageKey;
  kind: 'insert' | 'move' | 'remove' | 'hide' | 'field' | 'duplicate';
  pick: number;
  to: number;
  text: string;
};

const op: fc.Arbitrary<Op> = fc.record({
  page: fc.constantFrom(...PAGES),
  kind: fc.constantFrom('insert', 'move', 'remove', 'hide', 'field', 'duplicate'),
  pick: fc.nat(10),
  to: fc.integer({ min: -2, max: 12 }),
  text: fc.string({ maxLength: 8 }),
});

function apply(doc: edits.StudioDocument, o: Op, n: number): edits.StudioDocument {
  const sections = edits.pageSections(doc, o.page);
  const target = sections.length > 0 ? sections[o.pick % sections.length]!.temp_id : 'none';
  switch (o.kind) {
    case 'insert':
      return edits.insertSection(doc, o.page, s(`n${n}`), o.pick % 2 === 0 ? null : target);
    case 'move':
      return edits.moveSection(doc, o.page, target, o.to);
    case 'remove':
      return edits.removeSection(doc, o.page, target);
    case 'hide':
      return edits.toggleHidden(doc, o.page, target);
    case 'field':
      return edits.setSectionField(doc, o.page, target, 'content', 'heading', o.text);
    case 'duplicate':
      return edits.duplicateSection(doc, o.page, target, `d${n}`);
  }
}

describe('page edits', () => {
  test.prop([fc.array(op, { maxLength: 30 })])(
    'undoing every step restores the starting document exactly, redoing every step the last',
    (ops) => {
      const start = startDoc();
      let history: EditHistory<edits.StudioDocument> = startHistory(start);
      ops.forEach((o, n) => {
        history = record(history, apply(history.present, o, n));
      });
      const last = history.present;
      while (history.past.length > 0) history = undo(history);
      expect(history.present).toEqual(start);
      expect(history.present).toBe(start);
      while (history.future.length > 0) history = redo(history);
      expect(history.present).toBe(last);
    },
  );

  test.prop([op])('an edit changes only its own page; other pages keep their very objects', (o) => {
    const before = startDoc();
    const after = apply(before, o, 0);
    for (const page of PAGES) {
      if (page === o.page) continue;
      const a = edits.pageRows(before, page);
      const b = edits.pageRows(after, page);
      expect(b.length).toBe(a.length);
      b.forEach((row, i) => expect(row).toBe(a[i]));
    }
  });

  test.prop([fc.array(op, { maxLength: 30 })])('a template keeps exactly one body row, inside its list', (ops) => {
    let doc = startDoc();
    ops.forEach((o, n) => {
      doc = apply(doc, o, n);
    });
    for (const name of ['product', 'listing', 'cart'] as const) {
      expect(edits.pageRows(doc, name).filter((row) => row === null)).toHaveLength(1);
      const { sections, main_index } = doc.templates[name];
      expect(main_index).toBeGreaterThanOrEqual(0);
      expect(main_index).toBeLessThanOrEqual(sections.length);
    }
  });
});
