/**
 * The section list: select (focuses the section in the frame), drag to reorder (dnd-kit, with its
 * keyboard sensor: Space to lift, arrows to move, Space to drop), move up/down, duplicate, hide and
 * remove. Header and footer frame the page and stay first and last.
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Section } from '../domain/sections/section';
import { isMovable } from '../domain/studio/theme-edits';
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
  const movable = isMovable(section);
  const sortable = useSortable({ id: section.temp_id, disabled: !movable });
  const title = sectionTitle(section);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition }}
      className={`group rounded border px-1 py-1 ${selected ? 'border-blue-600 bg-blue-50' : 'border-gray-200 bg-white'} ${section.is_hidden ? 'opacity-60' : ''}`}
    >
      <div className="flex items-center gap-1">
        {movable ? (
          <button type="button" className={`${actionButton} cursor-grab`} aria-label={`Drag ${title}`} {...sortable.attributes} {...sortable.listeners}>⠿</button>
        ) : <span className="w-6" aria-hidden="true" />}
        <button type="button" aria-pressed={selected} title={title} className="min-w-0 flex-1 truncate py-0.5 text-left text-sm" onClick={() => actions.select(section.temp_id)}>
          {title}{section.is_hidden ? ' (hidden)' : ''}
        </button>
      </div>
      <div className={`${selected ? 'flex' : 'hidden group-focus-within:flex group-hover:flex'} flex-wrap justify-end gap-0.5 pt-0.5`}>
        {movable && (
          <>
            <button type="button" className={actionButton} aria-label={`Move ${title} up`} onClick={() => actions.move(section.temp_id, index - 1)}>↑</button>
            <button type="button" className={actionButton} aria-label={`Move ${title} down`} onClick={() => actions.move(section.temp_id, index + 1)}>↓</button>
          </>
        )}
        <button type="button" className={actionButton} aria-label={`Duplicate ${title}`} onClick={() => actions.duplicate(section.temp_id)}>Duplicate</button>
        <button type="button" className={actionButton} aria-label={`${section.is_hidden ? 'Show' : 'Hide'} ${title}`} onClick={() => actions.toggleHidden(section.temp_id)}>{section.is_hidden ? 'Show' : 'Hide'}</button>
        <button type="button" className={`${actionButton} text-red-700`} aria-label={`Remove ${title}`} onClick={() => actions.remove(section.temp_id)}>Remove</button>
      </div>
    </li>
  );
}

export function SectionList({ sections, selected, actions }: { sections: Section[]; selected: string | null; actions: SectionListActions }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.move(String(active.id), sections.findIndex((s) => s.temp_id === over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={sections.map((s) => s.temp_id)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Sections" className="flex flex-col gap-1">
          {sections.map((section, index) => (
            <SectionRow key={section.temp_id} section={section} index={index} selected={section.temp_id === selected} actions={actions} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
