/**
 * What the studio's sortable lists share (sections, and each section's blocks): dnd-kit's pointer
 * sensor (a 4 px move before a drag, so a click still selects) and its keyboard sensor (Space to
 * lift, arrows to move, Space to drop), a row's drag transform, and the look of a row's small buttons.
 * In a scrolled sidebar an arrow key may scroll it rather than move the row (dnd-kit's way of keeping
 * the row in view); the scroll is instant, so the row's new place is found before the next key.
 */
import { KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type MeasuringConfiguration } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export function useRowSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
}

export const dragStyle = (sortable: ReturnType<typeof useSortable>) => ({
  transform: CSS.Transform.toString(sortable.transform),
  transition: sortable.transition,
});

export const actionButton = 'rounded px-1.5 py-0.5 text-xs text-gray-700 hover:bg-gray-200 disabled:opacity-30';

/**
 * The rows' places are measured before a drag starts, not just after: an arrow key pressed at once
 * after Space would otherwise find no place to move to yet and be lost. The lists are short.
 */
export const MEASURED_ROWS: MeasuringConfiguration = { droppable: { strategy: MeasuringStrategy.Always } };
