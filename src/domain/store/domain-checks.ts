/**
 * When a domain's TXT record is looked for again (decision 98). DNS changes take minutes at one
 * provider and hours at another: checks come soon after the domain is added, then further apart,
 * and stop after about three days; the owner's "Check now" starts them again.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The wait before check `n + 1` after check `n` (from 1) found no record; null once checks stop. */
export const CHECK_DELAYS_MS: readonly number[] = [
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  12 * HOUR,
  24 * HOUR,
  24 * HOUR,
];

export function nextCheckDelayMs(checksDone: number): number | null {
  if (!Number.isInteger(checksDone) || checksDone < 1) return CHECK_DELAYS_MS[0]!;
  return CHECK_DELAYS_MS[checksDone - 1] ?? null;
}

/** The states a store's domain goes through: pending (checks running), failed (checks stopped), verified. */
export type DomainState = 'pending' | 'failed' | 'verified';
