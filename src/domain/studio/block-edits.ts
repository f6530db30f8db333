/**
 * Blocks in the Theme Studio (decision 39): the items of a section's block list (section-type.ts,
 * `blocks`) added, removed, moved and edited as pure edits of the theme document, like the section
 * edits of theme-edits.ts: each returns a new document that keeps every untouched object (other
 * sections, other blocks), or the same document when it changes nothing, so undo restores exactly.
 * A block is addressed by its section and its index in the list: blocks carry no ids of their own,
 * and the frame marks each block's element with the same index.
 */
import type { Section } from '../sections/section';
import type { BlockSpec } from '../sections/section-type';
import { sectionTypeModule } from '../sections/section-type-modules';
import type { ThemePageKey } from '../theme/theme-pages';
import { withItemMoved, withItemRemoved } from './content-lists';
import { pageSections, setSectionField, type StudioDocument } from './theme-edits';

export type Block = Record<string, unknown>;

export function blockSpec(section: Pick<Section, 'section_type_id'>): BlockSpec | null {
  return sectionTypeModule(section.section_type_id).blocks ?? null;
}

const isBlock = (value: unknown): value is Block => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The section's blocks as stored (an absent or corrupt list has none). */
export function blocksOf(section: Section): readonly unknown[] {
  const spec = blockSpec(section);
  const list = spec ? section.content[spec.field] : undefined;
  return Array.isArray(list) ? list : [];
}

/** How the studio names a block: its own title field, or its kind and place ('Slide 2'). */
export function blockTitle(section: Section, index: number): string {
  const spec = blockSpec(section);
  const block = blocksOf(section)[index];
  const own = spec && isBlock(block) ? block[spec.titleField] : undefined;
  const name = typeof own === 'string' ? own.trim() : '';
  const kind = spec?.label ?? 'Block';
  return name ? `${kind}: ${name}` : `${kind} ${index + 1}`;
}

export const canAddBlock = (section: Section): boolean => {
  const spec = blockSpec(section);
  return spec !== null && blocksOf(section).length < spec.max;
};

/** Changes the section's block list; a change giving null (nothing to do) leaves the document as it is. */
function onBlocks(
  doc: StudioDocument,
  page: ThemePageKey,
  tempId: string,
  change: (blocks: readonly unknown[], spec: BlockSpec) => unknown[] | null,
): StudioDocument {
  const section = pageSections(doc, page).find((s) => s.temp_id === tempId);
  const spec = section ? blockSpec(section) : null;
  if (!section || !spec) return doc;
  const next = change(blocksOf(section), spec);
  return next === null ? doc : setSectionField(doc, page, tempId, 'content', spec.field, next);
}

const inRange = (blocks: readonly unknown[], index: number) => Number.isInteger(index) && index >= 0 && index < blocks.length;

/** Adds a block of the type's preset after `afterIndex` (at the end when null); none beyond the list's limit. */
export function addBlock(doc: StudioDocument, page: ThemePageKey, tempId: string, afterIndex: number | null = null): StudioDocument {
  return onBlocks(doc, page, tempId, (blocks, spec) => {
    if (blocks.length >= spec.max) return null;
    const at = afterIndex !== null && inRange(blocks, afterIndex) ? afterIndex + 1 : blocks.length;
    return [...blocks.slice(0, at), structuredClone(spec.preset), ...blocks.slice(at)];
  });
}

export function removeBlock(doc: StudioDocument, page: ThemePageKey, tempId: string, index: number): StudioDocument {
  return onBlocks(doc, page, tempId, (blocks) => (inRange(blocks, index) ? withItemRemoved(blocks, index) : null));
}

/** Moves a block to another index of its list (clamped to the list); a move to where it is changes nothing. */
export function moveBlock(doc: StudioDocument, page: ThemePageKey, tempId: string, from: number, to: number): StudioDocument {
  return onBlocks(doc, page, tempId, (blocks) => {
    if (!inRange(blocks, from) || !Number.isInteger(to)) return null;
    const target = Math.max(0, Math.min(blocks.length - 1, to));
    return target === from ? null : withItemMoved(blocks, from, target);
  });
}

/** Replaces one block (its settings form's edit); the other blocks stay the objects they were. */
export function setBlock(doc: StudioDocument, page: ThemePageKey, tempId: string, index: number, block: Block): StudioDocument {
  return onBlocks(doc, page, tempId, (blocks) =>
    inRange(blocks, index) && blocks[index] !== block ? blocks.map((item, i) => (i === index ? block : item)) : null,
  );
}

/** Where a selected block is after a move: it follows its own block, and steps aside for another. */
export function indexAfterMove(selected: number, from: number, to: number): number {
  if (selected === from) return to;
  if (from < selected && to >= selected) return selected - 1;
  if (from > selected && to <= selected) return selected + 1;
  return selected;
}

/**
 * Where the selected block is after an undo or redo. When the step only reordered the section's
 * blocks (the same blocks, another order), the selection follows the block it was on; after any
 * other step (a block's own edit, an add, a removal) it stays at its index, which the workspace
 * drops if no block is there any more.
 */
export function indexAfterHistory(before: readonly unknown[], after: readonly unknown[], selected: number): number {
  if (before.length !== after.length || selected >= before.length) return selected;
  const keys = (blocks: readonly unknown[]) => blocks.map((block) => JSON.stringify(block));
  const [was, now] = [keys(before), keys(after)];
  if ([...was].sort().join('\n') !== [...now].sort().join('\n')) return selected;
  // Equal blocks keep their order among themselves: the n-th of its equals before is the n-th after.
  const nth = was.slice(0, selected).filter((key) => key === was[selected]).length;
  const positions = now.flatMap((key, index) => (key === was[selected] ? [index] : []));
  return positions[nth] ?? selected;
}
