/**
 * The page entering and leaving the browser's back/forward cache. A page kept there is frozen: what
 * it holds across tabs (the live feed's tab lock, its stream) must be let go first, or the browser
 * evicts the page the moment another tab asks for the lock ("weblocks-contention").
 */
export interface PageLifecycle {
  /** Calls onFrozen as the page goes into the back/forward cache, onThawed when it comes back; returns the unwatch. */
  watch(handlers: { onFrozen(): void; onThawed(): void }): () => void;
}
