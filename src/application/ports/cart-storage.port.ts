/**
 * Where the cart persists in the browser (spec section 4: saved on every change, restored on load).
 * The text is written and read by the domain's cart codec (serializeCart / parseStoredCart), which
 * treats what it reads as untrusted, so adapters stay a thin wrapper over the storage technology.
 */
export interface CartStorage {
  /** The stored text, or null when there is none (or storage is unavailable). */
  load(): string | null;
  /** Synchronous on purpose: the cart is on disk before any network call starts. */
  save(text: string): void;
  clear(): void;
}
