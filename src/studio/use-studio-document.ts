/**
 * The document the owner edits, with undo/redo (edit-history.ts): every change is a step, a gesture
 * (one colour-picker drag, typing in one field) is merged into one until it is sealed.
 */
import { useCallback, useReducer } from 'react';
import { record, redo, replace, seal, startHistory, undo, type EditHistory } from '../domain/studio/edit-history';
import type { StudioDocument } from '../domain/studio/theme-edits';

type Action =
  | { type: 'edit'; change: (doc: StudioDocument) => StudioDocument; mergeKey: string | null }
  | { type: 'seal' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'replace'; doc: StudioDocument };

function reduce(history: EditHistory<StudioDocument>, action: Action): EditHistory<StudioDocument> {
  switch (action.type) {
    case 'edit':
      return record(history, action.change(history.present), action.mergeKey);
    case 'seal':
      return seal(history);
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
    case 'replace':
      return replace(history, action.doc);
  }
}

export interface StudioDocumentApi {
  doc: StudioDocument;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies a change; changes with the same mergeKey join one undo step until sealEdit(). */
  edit: (change: (doc: StudioDocument) => StudioDocument, mergeKey?: string) => void;
  sealEdit: () => void;
  undo: () => void;
  redo: () => void;
  replaceDoc: (doc: StudioDocument) => void;
}

export function useStudioDocument(initial: StudioDocument): StudioDocumentApi {
  const [history, dispatch] = useReducer(reduce, initial, startHistory);
  return {
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit: useCallback((change, mergeKey) => dispatch({ type: 'edit', change, mergeKey: mergeKey ?? null }), []),
    sealEdit: useCallback(() => dispatch({ type: 'seal' }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    replaceDoc: useCallback((doc: StudioDocument) => dispatch({ type: 'replace', doc }), []),
  };
}
