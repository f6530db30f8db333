/**
 * Undo and redo that keep the selected block on its block: when a step only reorders the selected
 * section's blocks (undoing a drag), the selection follows the block it was on instead of staying
 * at an index that now holds another block (block-edits.ts indexAfterHistory).
 */
import { useCallback, useEffect, useRef } from 'react';
import type { Section } from '../domain/sections/section';
import { blocksOf, indexAfterHistory } from '../domain/studio/block-edits';
import type { StudioDocumentApi } from './use-studio-document';

export function useBlockFollowingHistory(
  studio: Pick<StudioDocumentApi, 'doc' | 'undo' | 'redo'>,
  section: Section | null,
  selectedBlock: number | null,
  selectBlock: (index: number) => void,
): { undo: () => void; redo: () => void } {
  const blocksBeforeStep = useRef<readonly unknown[] | null>(null);
  const { doc, undo, redo } = studio;
  const step = useCallback(
    (run: () => void) => () => {
      blocksBeforeStep.current = section && selectedBlock !== null ? blocksOf(section) : null;
      run();
    },
    [section, selectedBlock],
  );
  useEffect(() => {
    const before = blocksBeforeStep.current;
    blocksBeforeStep.current = null;
    if (!before || !section || selectedBlock === null) return;
    const index = indexAfterHistory(before, blocksOf(section), selectedBlock);
    if (index !== selectedBlock) selectBlock(index);
    // Runs once per document a step made; the selection it reads is the one the step started from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [doc]);
  return { undo: useCallback(() => step(undo)(), [step, undo]), redo: useCallback(() => step(redo)(), [step, redo]) };
}
