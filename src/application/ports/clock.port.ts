/** Wall-clock time in milliseconds, so application code and tests never read Date.now directly. */
export interface Clock {
  now(): number;
}
