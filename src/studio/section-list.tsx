/**
 * The section list of the page being edited: select (focuses the section in the frame), drag to
 * reorder (dnd-kit, with its keyboard sensor: Space to lift, arrows to move, Space to drop), move
 * up/down, duplicate, hide and remove. On a template, the page's built-in body (the product, the
 * listing, the cart) is a fixed row: sections move above or below it, it cannot be moved or removed.
 */
import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import type { Section } from '../domain/sections/section';
import { blockSpec, blocksOf } from '../domain/studio/block-edits';
import type { PageRow } from '../domain/studio/theme-edits';
import { BlockList, type BlockListActions } from './block-list';
import { sectionTitle } from './section-title';
import { actionButton, dragStyle, MEASURED_ROWS, useRowSensors } from './sortable-rows';

export interface SectionListActions {
  select: (tempId: string) => void;
  move: (tempId: string, toIndex: number) => void;
  duplicate: (tempId: string) => void;
  toggleHidden: (tempId: string) => void;
  remove: (tempId: string) => void;
  /** Shows or hides a section's blocks under its row. */
  toggleBlocks: (tempId: string) => void;
}

/** What is selected: a section, and one of its blocks or none. */
export interface ListSelection {
  tempId: string | null;
  block: number | null;
}

interface RowProps {
  section: Section;
  index: number;
  selection: ListSelection;
  expanded: boolean;
  actions: SectionListActions;
  blockActions: BlockListActions;
}

/**
 * A row shows the section's whole name; its actions show on the selected row, and on any row the
 * pointer is over or the keyboard is in (tabbing onto the name brings them into the tab order). A
 * section with blocks (docs/editor.md) has a toggle that shows them as rows of their own below it.
 */
function SectionRow({ section, index, selection, expanded, actions, blockActions }: RowProps) {
  const sortable = useSortable({ id: section.temp_id });
  const title = sectionTitle(section);
  const blocksId = useId();
  const spec = blockSpec(section);
  const rowSelected = selection.tempId === section.temp_id;
  const selected = rowSelected && selection.block === null;
  return (
    <li ref={sortable.setNodeRef} style={dragStyle(sortable)} className={section.is_hidden ? 'opacity-60' : undefined}>
      <div className={`group rounded border px-1 py-1 ${selected ? 'border-blue-600 bg-blue-50' : 'border-gray-200 bg-white'}`}>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={`${actionButton} cursor-grab`}
            aria-label={`Drag ${title}`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            ⠿
          </button>
          {spec && (
            <button
              type="button"
              className={actionButton}
              aria-expanded={expanded}
              aria-controls={blocksId}
              aria-label={`Blocks of ${title}`}
              onClick={() => actions.toggleBlocks(section.temp_id)}
            >
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            </button>
          )}
          <button
            type="button"
            aria-pressed={selected}
            title={title}
            className="min-w-0 flex-1 truncate py-0.5 text-left text-sm"
            onClick={() => actions.select(section.temp_id)}
          >
            {title}
            {section.is_hidden ? ' (hidden)' : ''}
          </button>
          {spec && (
            <span className="shrink-0 text-xs text-gray-500" title={`${blocksOf(section).length} ${spec.label.toLowerCase()} blocks`}>
              {blocksOf(section).length}
            </span>
          )}
        </div>
        <div className={`${selected ? 'flex' : 'hidden group-focus-within:flex group-hover:flex'} flex-wrap justify-end gap-0.5 pt-0.5`}>
          <button
            type="button"
            className={actionButton}
            aria-label={`Move ${title} up`}
            onClick={() => actions.move(section.temp_id, index - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={actionButton}
            aria-label={`Move ${title} down`}
            onClick={() => actions.move(section.temp_id, index + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className={actionButton}
            aria-label={`Duplicate ${title}`}
            onClick={() => actions.duplicate(section.temp_id)}
          >
            Duplicate
          </button>
          <button
            type="button"
            className={actionButton}
            aria-label={`${section.is_hidden ? 'Show' : 'Hide'} ${title}`}
            onClick={() => actions.toggleHidden(section.temp_id)}
          >
            {section.is_hidden ? 'Show' : 'Hide'}
          </button>
          <button
            type="button"
            className={`${actionButton} text-red-700`}
            aria-label={`Remove ${title}`}
            onClick={() => actions.remove(section.temp_id)}
          >
            Remove
          </button>
        </div>
      </div>
      {spec && expanded && (
        <BlockList
          id={blocksId}
          section={section}
          sectionName={title}
          selected={rowSelected ? selection.block : null}
          actions={blockActions}
        />
      )}
    </li>
  );
}

/** A template's built-in body: a place in the list, never dragged, hidden or removed. */
const BODY_ID = '@body';

function BodyRow({ label }: { label: string }) {
  const sortable = useSortable({ id: BODY_ID, disabled: true });
  return (
    <li
      ref={sortable.setNodeRef}
      style={dragStyle(sortable)}
      className="rounded border border-dashed border-gray-400 bg-gray-100 px-2 py-1.5 text-sm text-gray-700"
    >
      {label} <span className="text-xs text-gray-500">(built in, always shown)</span>
    </li>
  );
}

const rowId = (row: PageRow) => row?.temp_id ?? BODY_ID;

interface SectionListProps {
  rows: readonly PageRow[];
  selection: ListSelection;
  /** Sections whose blocks are shown. */
  expanded: ReadonlySet<string>;
  actions: SectionListActions;
  blockActions: BlockListActions;
  bodyLabel?: string | undefined;
}

export function SectionList({ rows, selection, expanded, actions, blockActions, bodyLabel = 'Page content' }: SectionListProps) {
  const sensors = useRowSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || active.id === BODY_ID) return;
    actions.move(
      String(active.id),
      rows.findIndex((row) => rowId(row) === over.id),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} measuring={MEASURED_ROWS} onDragEnd={onDragEnd}>
      <SortableContext items={rows.map(rowId)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Sections" className="flex flex-col gap-1">
          {rows.map((row, index) =>
            row === null ? (
              <BodyRow key={BODY_ID} label={bodyLabel} />
            ) : (
              <SectionRow
                key={row.temp_id}
                section={row}
                index={index}
                selection={selection}
                expanded={expanded.has(row.temp_id)}
                actions={actions}
                blockActions={blockActions}
              />
            ),
          )}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
