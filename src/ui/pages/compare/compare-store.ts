/** Site data `compare` in the browser: a stored id list per store (stored-id-list.ts). */
import { useCallback } from 'react';
import {
  addOutcome,
  addToCompare,
  clearCompare,
  removeCompareAt,
  sanitizeCompareList,
  type AddOutcome,
  type CompareList,
} from '../../../domain/catalog/compare-list';
import { storedIdList } from '../../app/stored-id-list';

const useStoredCompare = storedIdList('compare', (raw) => sanitizeCompareList(raw));

export interface CompareActions {
  list: CompareList;
  /** Adds the product when absent and there is room; says what happened. */
  add(productId: number): AddOutcome;
  removeAt(index: number): void;
  replace(list: CompareList): void;
  clear(): void;
}

export function useCompareList(): CompareActions {
  const { list, update } = useStoredCompare();
  const add = useCallback(
    (productId: number) => {
      let outcome: AddOutcome = 'present';
      update((current) => {
        outcome = addOutcome(current, productId);
        return outcome === 'added' ? addToCompare(current, productId) : current;
      });
      return outcome;
    },
    [update],
  );
  const removeAt = useCallback((index: number) => update((current) => removeCompareAt(current, index)), [update]);
  const replace = useCallback((next: CompareList) => update(() => next), [update]);
  const clear = useCallback(() => update(() => clearCompare()), [update]);
  return { list, add, removeAt, replace, clear };
}
