/**
 * What the studio's sortable lists share (sections, and each section's blocks): dnd-kit's pointer
 * sensor (a 4 px move before a drag, so a click still selects) and its keyboard sensor (Space to
 * lift, arrows to move, Space to drop), a row's drag transform, and the look of a row's small buttons.
 */
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

export function useRowSensors() {
  return useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
}

export const dragStyle = (sortable: ReturnType<typeof useSortable>) => ({ transform: CSS.Transform.toString(sortable.transform), transition: sortable.transition });

export const actionButton = 'rounded px-1.5 py-0.5 text-xs text-gray-700 hover:bg-gray-200 disabled:opacity-30';
