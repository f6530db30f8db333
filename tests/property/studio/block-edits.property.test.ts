/**
 * Block edits (decision 39): any run of block moves, adds, removes and edits on a page's sections,
 * followed by as many undos, gives back exactly the document the owner started from; a move keeps the
 * very blocks of the list (the same multiset) and only reorders them; other sections are untouched.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Section } from '../../../src/domain/sections/section';
import { SECTION_TYPE_ID } from '../../../src/domain/sections/section-types';
import { sectionTypeModule } from '../../../src/domain/sections/section-type-modules';
import * as blocks from '../../../src/domain/studio/block-edits';
import { record, redo, startHistory, undo, type EditHistory } from '../../../src/domain/studio/edit-history';
import * as edits from '../../../src/domain/studio/theme-edits';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { ThemePageKey } from '../../../src/domain/theme/theme-pages';

const section = (temp_id: string, type: Section['section_type_id'], content: Record<string, unknown>): Section => ({
  temp_id,
  section_type_id: type,
  is_hidden: false,
  style: {},
  content,
});

const startDoc = (): edits.StudioDocument => ({
  ...parseThemeDocument('{}'),
  sections: [
    section('hero', SECTION_TYPE_ID['hero-banner'], structuredClone(sectionTypeModule(SECTION_TYPE_ID['hero-banner']).preset)),
    section('features', SECTION_TYPE_ID.features, structuredClone(sectionTypeModule(SECTION_TYPE_ID.features).preset)),
    section('plain', SECTION_TYPE_ID.content, { heading: 'No blocks here' }),
  ],
  groups: {
    header: [section('head', SECTION_TYPE_ID.header, structuredClone(sectionTypeModule(SECTION_TYPE_ID.header).preset))],
    footer: [],
  },
  pages: { '1': [section('team', SECTION_TYPE_ID.team, { heading: 'Team' })] },
});

const TARGETS: Array<{ page: ThemePageKey; tempId: string }> = [
  { page: 'home', tempId: 'hero' },
  { page: 'home', tempId: 'features' },
  { page: 'home', tempId: 'plain' },
  { page: 'header', tempId: 'head' },
  { page: 'page:1', tempId: 'team' },
  { page: 'home', tempId: 'gone' },
];

type Op = { target: number; kind: 'add' | 'remove' | 'move' | 'edit'; index: number; to: number; text: string };

const op: fc.Arbitrary<Op> = fc.record({
  target: fc.nat(TARGETS.length - 1),
  kind: fc.constantFrom('add', 'remove', 'move', 'edit'),
  index: fc.integer({ min: -1, max: 9 }),
  to: fc.integer({ min: -2, max: 12 }),
  text: fc.string({ maxLength: 8 }),
});

function apply(doc: edits.StudioDocument, o: Op): edits.StudioDocument {
  const { page, tempId } = TARGETS[o.target]!;
  switch (o.kind) {
    case 'add':
      return blocks.addBlock(doc, page, tempId, o.index < 0 ? null : o.index);
    case 'remove':
      return blocks.removeBlock(doc, page, tempId, o.index);
    case 'move':
      return blocks.moveBlock(doc, page, tempId, o.index, o.to);
    case 'edit': {
      const current = edits.pageSections(doc, page).find((s) => s.temp_id === tempId);
      const block = current ? blocks.blocksOf(current)[o.index] : undefined;
      return blocks.setBlock(doc, page, tempId, o.index, { ...(block as blocks.Block | undefined), label: o.text, title: o.text });
    }
  }
}

const blocksAt = (doc: edits.StudioDocument, page: ThemePageKey, tempId: string) =>
  blocks.blocksOf(edits.pageSections(doc, page).find((s) => s.temp_id === tempId)!);

describe('block edits', () => {
  test.prop([fc.array(op, { maxLength: 40 })])(
    'as many undos as edits restore the starting document exactly; as many redos the last',
    (ops) => {
      const start = startDoc();
      let history: EditHistory<edits.StudioDocument> = startHistory(start);
      for (const o of ops) history = record(history, apply(history.present, o));
      const last = history.present;
      for (let i = 0; i < ops.length; i += 1) history = undo(history);
      expect(history.present).toBe(start);
      expect(history.present).toEqual(startDoc());
      for (let i = 0; i < ops.length; i += 1) history = redo(history);
      expect(history.present).toBe(last);
    },
  );

  test.prop([fc.array(op, { maxLength: 20 }), fc.nat(3), fc.nat(12), fc.integer({ min: -3, max: 12 })])(
    'a move keeps the multiset of blocks (the very objects), puts the moved one where asked and leaves the rest of the page alone',
    (setup, which, from, to) => {
      let doc = startDoc();
      for (const o of setup) doc = apply(doc, o);
      const { page, tempId } = TARGETS[which]!;
      const before = blocksAt(doc, page, tempId);
      const after = blocksAt(blocks.moveBlock(doc, page, tempId, from, to), page, tempId);
      expect([...after].sort(byIdentity(before))).toEqual([...before].sort(byIdentity(before)));
      after.forEach((block) => expect(before).toContain(block));
      if (from < before.length) expect(after[Math.max(0, Math.min(before.length - 1, to))]).toBe(before[from]);
      const moved = blocks.moveBlock(doc, page, tempId, from, to);
      for (const other of edits.pageSections(doc, page)) {
        if (other.temp_id !== tempId) expect(edits.pageSections(moved, page)).toContain(other);
      }
    },
  );

  test.prop([fc.array(op, { maxLength: 60 })])("a list never grows past its type's limit", (ops) => {
    let doc = startDoc();
    for (const o of ops) doc = apply(doc, { ...o, kind: o.kind === 'edit' ? 'add' : o.kind });
    for (const { page, tempId } of TARGETS) {
      const current = edits.pageSections(doc, page).find((s) => s.temp_id === tempId);
      const spec = current ? blocks.blockSpec(current) : null;
      if (current && spec) expect(blocks.blocksOf(current).length).toBeLessThanOrEqual(spec.max);
    }
  });

  test.prop([fc.nat(9), fc.nat(9), fc.nat(9)])(
    'a selected block follows its own move and steps aside for another',
    (selected, from, to) => {
      const list = Array.from({ length: 10 }, (_, i) => i);
      const moved = [...list];
      const [item] = moved.splice(from, 1);
      moved.splice(to, 0, item!);
      expect(moved[blocks.indexAfterMove(selected, from, to)]).toBe(selected);
    },
  );
});

/** Orders blocks by where they stood before, so two lists of the same objects sort alike. */
const byIdentity = (reference: readonly unknown[]) => (a: unknown, b: unknown) => reference.indexOf(a) - reference.indexOf(b);

describe('the selected block across an undo or redo', () => {
  const blockList = fc.array(fc.record({ title: fc.constantFrom('A', 'B', 'C'), n: fc.nat(3) }), { minLength: 1, maxLength: 6 });

  test.prop([blockList, fc.nat(), fc.nat(), fc.nat()])(
    'after a step that only reordered the blocks, the selection is on the very block it was on',
    (list, pickFrom, pickTo, pickSelected) => {
      const from = pickFrom % list.length;
      const to = pickTo % list.length;
      const selected = pickSelected % list.length;
      const moved = [...list];
      const [block] = moved.splice(from, 1);
      moved.splice(to, 0, block!);
      // An undo of that move goes from `moved` back to `list`: the selection on moved[i] follows it.
      const index = blocks.indexAfterHistory(moved, list, selected);
      expect(list[index]).toEqual(moved[selected]);
      expect(blocks.indexAfterHistory(list, moved, blocks.indexAfterHistory(moved, list, selected))).toBe(selected);
    },
  );

  test.prop([blockList, fc.nat()])('after an edit of a block, an add or a removal, the selection keeps its index', (list, pick) => {
    const selected = pick % list.length;
    const edited = list.map((block, index) => (index === selected ? { ...block, title: `${block.title}!` } : block));
    expect(blocks.indexAfterHistory(list, edited, selected)).toBe(selected);
    expect(blocks.indexAfterHistory(list, [...list, { title: 'D', n: 0 }], selected)).toBe(selected);
    expect(blocks.indexAfterHistory(list, list.slice(1), selected)).toBe(selected);
  });
});
