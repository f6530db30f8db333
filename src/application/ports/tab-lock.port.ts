/** A lock named across the tabs of one browser and origin, so one tab alone does some work. */
export interface TabLock {
  /**
   * Asks for the lock `name`; calls onHeld once it is this tab's (at once when free, else when the
   * holder lets go or closes). The returned function lets go of it, or withdraws the request.
   */
  hold(name: string, onHeld: () => void): () => void;
}
