/**
 * The section list of the page being edited: select (focuses the section in the frame), drag to
 * reorder (dnd-kit, with its keyboard sensor: Space to lift, arrows to move, Space to drop), move
 * up/down, duplicate, hide and remove. On a template, the page's built-in body (the product, the
 * listing, the cart) is a fixed row: sections move above or below it, it cannot be moved or removed.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Section } from '../domain/sections/section';
import type { PageRow } from '../domain/studio/theme-edits';
import { sectionTitle } from './section-title';

export interface SectionListActions {
  select: (tempId: string) => void;
  move: (tempId: string, toIndex: number) => void;
  duplicate: (tempId: string) => void;
  toggleHidden: (tempId: string) => void;
  remove: (tempId: string) => void;
}

const actionButton = 'rounded px-1.5 py-0.5 text-xs text-gray-700 hover:bg-gray-200 disabled:opacity-30';

/**
 * A row shows the section's whole name; its actions show on the selected row, and on any row the
 * pointer is over or the keyboard is in (tabbing onto the name brings them into the tab order).
 */
function SectionRow({ section, index, selected, actions }: { section: Section; index: number; selected: boolean; actions: SectionListActions }) {
  const sortable = useSortable({ id: section.temp_id });
  const title = sectionTitle(section);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`group rounded border px-1 py-1 ${selected ? 'border-blue-600 bg-blue-50' : 'border-gray-200 bg-white'} ${section.is_hidden ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center gap-1">
        <button type="button" className={`${actionButton} cursor-grab`} aria-label={`Drag ${title}`} {...sortable.attributes} {...sortable.listeners}>⠿</button>
        <button type="button" aria-pressed={selected} title={title} className="min-w-0 flex-1 truncate py-0.5 text-left text-sm" onClick={() => actions.select(section.temp_id)}>
          {title}{section.is_hidden ? ' (hidden)' : ''}
        </button>
      </div>
      <div className={`${selected ? 'flex' : 'hidden group-focus-within:flex group-hover:flex'} flex-wrap justify-end gap-0.5 pt-0.5`}>
        <button type="button" className={actionButton} aria-label={`Move ${title} up`} onClick={() => actions.move(section.temp_id, index - 1)}>↑</button>
        <button type="button" className={actionButton} aria-label={`Move ${title} down`} onClick={() => actions.move(section.temp_id, index + 1)}>↓</button>
        <button type="button" className={actionButton} aria-label={`Duplicate ${title}`} onClick={() => actions.duplicate(section.temp_id)}>Duplicate</button>
        <button type="button" className={actionButton} aria-label={`${section.is_hidden ? 'Show' : 'Hide'} ${title}`} onClick={() => actions.toggleHidden(section.temp_id)}>{section.is_hidden ? 'Show' : 'Hide'}</button>
        <button type="button" className={`${actionButton} text-red-700`} aria-label={`Remove ${title}`} onClick={() => actions.remove(section.temp_id)}>Remove</button>
      </div>
    </li>
  );
}

/** A template's built-in body: a place in the list, never dragged, hidden or removed. */
const BODY_ID = '@body';

function BodyRow({ label }: { label: string }) {
  const sortable = useSortable({ id: BODY_ID, disabled: true });
  return (
    <li ref={sortable.setNodeRef} style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className="rounded border border-dashed border-gray-400 bg-gray-100 px-2 py-1.5 text-sm text-gray-700">
      {label} <span className="text-xs text-gray-500">(built in, always shown)</span>
    </li>
  );
}

const rowId = (row: PageRow) => row?.temp_id ?? BODY_ID;

export function SectionList({ rows, selected, actions, bodyLabel = 'Page content' }: { rows: readonly PageRow[]; selected: string | null; actions: SectionListActions; bodyLabel?: string }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id || active.id === BODY_ID) return;
    actions.move(String(active.id), rows.findIndex((row) => rowId(row) === over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={rows.map(rowId)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Sections" className="flex flex-col gap-1">
          {rows.map((row, index) => (row === null
            ? <BodyRow key={BODY_ID} label={bodyLabel} />
            : <SectionRow key={row.temp_id} section={row} index={index} selected={row.temp_id === selected} actions={actions} />))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
