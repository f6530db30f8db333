/** Fire-and-forget delivery of a small JSON payload to a same-origin path, surviving page unload. */
export interface Beacon {
  /** Never throws; a failure is the adapter's to log as a warning (spec section 8). */
  send(path: string, payload: unknown): void;
}
