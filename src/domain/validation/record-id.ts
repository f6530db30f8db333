/**
 * Database ids are PostgreSQL `integer` (int4): a request naming a larger id names no row, and the
 * database would refuse to compare with it at all, so every id a request carries is checked here.
 */

/** The largest PostgreSQL `integer`: also the bound of any other number stored in one. */
export const INT4_MAX = 2_147_483_647;

export const MAX_RECORD_ID = INT4_MAX;

/** A whole number from 1 to MAX_RECORD_ID. */
export function isRecordId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID;
}
