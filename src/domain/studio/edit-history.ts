/**
 * Undo and redo for the Theme Studio. Each edit is one step, except that consecutive edits carrying
 * the same merge key join the step before them until that gesture is sealed: dragging a colour
 * picker fires dozens of changes, and the owner expects one Ctrl+Z to undo the whole drag.
 */

export interface EditHistory<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Merge key of the open gesture, or null once sealed (or after undo/redo). */
  openGesture: string | null;
}

/** Bounded, so a long session cannot grow memory without end. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], openGesture: null };
}

export function record<T>(history: EditHistory<T>, next: T, mergeKey: string | null = null): EditHistory<T> {
  if (Object.is(next, history.present)) return history;
  const merges = mergeKey !== null && history.openGesture === mergeKey && history.past.length > 0;
  const past = merges ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], openGesture: mergeKey };
}

/** Ends the open gesture: the next edit is a step of its own even with the same key. */
export function seal<T>(history: EditHistory<T>): EditHistory<T> {
  return history.openGesture === null ? history : { ...history, openGesture: null };
}

export function undo<T>(history: EditHistory<T>): EditHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], openGesture: null };
}

export function redo<T>(history: EditHistory<T>): EditHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, openGesture: null };
}

/** Replaces the whole document (a restored version) as one undoable step. */
export function replace<T>(history: EditHistory<T>, next: T): EditHistory<T> {
  return record(seal(history), next);
}
