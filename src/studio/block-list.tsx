/**
 * A section's blocks (docs/editor.md) as rows nested under its row in the section list: select one (its
 * settings open, the frame scrolls to it and outlines it), drag to reorder (dnd-kit, keyboard too:
 * Space to lift, arrows to move, Space to drop), move up or down, remove, and add one from the type's
 * preset. Blocks have no ids of their own, so a row is its index; after a move, focus goes with the
 * moved block to its new row, so a keyboard user can keep moving it.
 */
import { closestCenter, DndContext, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useLayoutEffect, useRef } from 'react';
import type { Section } from '../domain/sections/section';
import { blockSpec, blocksOf, blockTitle, canAddBlock } from '../domain/studio/block-edits';
import { actionButton, dragStyle, MEASURED_ROWS, useRowSensors } from './sortable-rows';

export interface BlockListActions {
  select: (tempId: string, index: number) => void;
  move: (tempId: string, from: number, to: number) => void;
  add: (tempId: string) => void;
  remove: (tempId: string, index: number) => void;
}

/** Which control of which row takes focus after a move (the row's own, where it now stands). */
type FocusAfterMove = { index: number; control: 'drag' | 'up' | 'down' };

interface RowProps {
  section: Section;
  index: number;
  count: number;
  selected: boolean;
  actions: BlockListActions;
  onMoved: (focus: FocusAfterMove) => void;
}

const sortableId = (tempId: string, index: number) => `${tempId}:block:${index}`;

function BlockRow({ section, index, count, selected, actions, onMoved }: RowProps) {
  const sortable = useSortable({ id: sortableId(section.temp_id, index) });
  const title = blockTitle(section, index);
  const move = (to: number, control: FocusAfterMove['control']) => {
    actions.move(section.temp_id, index, to);
    onMoved({ index: to, control });
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={dragStyle(sortable)}
      data-block-row={index}
      className={`flex items-center gap-0.5 rounded border px-1 py-0.5 ${selected ? 'border-blue-600 bg-blue-50' : 'border-gray-200 bg-white'}`}
    >
      {/* One line whose controls are always shown: a row never changes height under a dragging pointer. */}
      <button
        type="button"
        data-control="drag"
        className={`${actionButton} cursor-grab`}
        aria-label={`Drag ${title}`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        ⠿
      </button>
      <button
        type="button"
        aria-pressed={selected}
        title={title}
        className="min-w-0 flex-1 truncate py-0.5 text-left text-xs"
        onClick={() => actions.select(section.temp_id, index)}
      >
        {title}
      </button>
      <button
        type="button"
        data-control="up"
        className={actionButton}
        aria-label={`Move ${title} up`}
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        ↑
      </button>
      <button
        type="button"
        data-control="down"
        className={actionButton}
        aria-label={`Move ${title} down`}
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        ↓
      </button>
      <button
        type="button"
        className={`${actionButton} text-red-700`}
        aria-label={`Remove ${title}`}
        onClick={() => actions.remove(section.temp_id, index)}
      >
        ✕
      </button>
    </li>
  );
}

interface BlockListProps {
  id: string;
  section: Section;
  /** The section's name, which names the list. */
  sectionName: string;
  /** The selected block of this section, if any. */
  selected: number | null;
  actions: BlockListActions;
}

export function BlockList({ id, section, sectionName, selected, actions }: BlockListProps) {
  const sensors = useRowSensors();
  const spec = blockSpec(section);
  const count = blocksOf(section).length;
  const list = useRef<HTMLOListElement>(null);
  const focusAfterMove = useRef<FocusAfterMove | null>(null);
  const ids = Array.from({ length: count }, (_, index) => sortableId(section.temp_id, index));

  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    const row = list.current?.querySelector(`[data-block-row="${wanted.index}"]`);
    const control =
      row?.querySelector<HTMLButtonElement>(`[data-control="${wanted.control}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-control="drag"]');
    control?.focus();
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    actions.move(section.temp_id, from, to);
    focusAfterMove.current = { index: to, control: 'drag' };
  };

  // What a screen reader hears while a block is dragged: its name and places, not dnd-kit's ids.
  const position = (rowId: UniqueIdentifier | undefined) => ids.indexOf(String(rowId)) + 1;
  const name = (rowId: UniqueIdentifier) => blockTitle(section, position(rowId) - 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => (over ? `${name(active.id)} is at position ${position(over.id)} of ${count}.` : undefined),
    onDragEnd: ({ active, over }) => `${name(active.id)} dropped${over ? ` at position ${position(over.id)} of ${count}` : ''}.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled.`,
  };

  if (!spec) return null;
  return (
    <div className="ms-5 mt-1 flex flex-col gap-1">
      {/* Focus is put back on the moved block's own row by the list itself, not on the row where it was. */}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        measuring={MEASURED_ROWS}
        onDragEnd={onDragEnd}
        accessibility={{ restoreFocus: false, announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol ref={list} id={id} aria-label={`Blocks of ${sectionName}`} className="flex flex-col gap-1">
            {ids.map((rowId, index) => (
              <BlockRow
                key={rowId}
                section={section}
                index={index}
                count={count}
                selected={selected === index}
                actions={actions}
                onMoved={(focus) => {
                  focusAfterMove.current = focus;
                }}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {count === 0 && <p className="text-xs text-gray-500">No {spec.label.toLowerCase()} blocks yet.</p>}
      <button
        type="button"
        className="self-start rounded border border-gray-300 bg-white px-2 py-0.5 text-xs disabled:opacity-40"
        disabled={!canAddBlock(section)}
        aria-label={`Add ${spec.label.toLowerCase()} to ${sectionName}`}
        title={canAddBlock(section) ? undefined : `At most ${spec.max}`}
        onClick={() => actions.add(section.temp_id)}
      >
        + Add {spec.label.toLowerCase()}
      </button>
    </div>
  );
}
