/** How long a dropped live stream waits before it connects again. */

const FIRST_MS = 1_000;
const MAX_MS = 30_000;

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop): a ceiling doubling
 * from 1 s up to 30 s, of which half is fixed and half scaled by `random` (0 to 1), so after a server
 * restart the browsers of a whole fleet do not all come back in the same instant.
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  const ceiling = Math.min(MAX_MS, FIRST_MS * 2 ** Math.min(Math.max(0, attempt), 5));
  const share = Math.min(1, Math.max(0, random));
  return Math.round(ceiling / 2 + (ceiling / 2) * share);
}
