/**
 * The buttons of a row in the studio's sortable lists (product pictures, questions, a group's
 * products): the drag handle dnd-kit lifts with Space, and Move up / Move down for those who would
 * rather click. Each is named by the row it moves ("Drag picture 2", "Move Ash frame up").
 */
import type { useSortable } from '@dnd-kit/sortable';
import { actionButton } from './sortable-rows';

export function DragHandle({
  sortable,
  name,
  className = '',
}: {
  sortable: ReturnType<typeof useSortable>;
  name: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${actionButton} cursor-grab ${className}`}
      aria-label={`Drag ${name}`}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      ⠿
    </button>
  );
}

/** Up and down, each disabled at its end of the list. */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (to: number) => void }) {
  return (
    <>
      <button
        type="button"
        className={actionButton}
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className={actionButton}
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </button>
    </>
  );
}
