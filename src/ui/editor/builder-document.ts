/**
 * The sections the editor frame shows once the parent has pushed its own (SET_COMPONENT), and the
 * catalogue data fetched for sections the loader did not know. Null until the first push: the page
 * then shows the theme as loaded. A tiny external store, so only the builder page subscribes.
 */
import type { ResolvedSectionData, Section } from '../../domain/sections/section';

export interface BuilderDocument {
  sections: Section[];
  resolved: ResolvedSectionData;
}

let current: BuilderDocument | null = null;
const listeners = new Set<() => void>();

export const builderDocument = {
  get: (): BuilderDocument | null => current,
  set(next: BuilderDocument): void {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
