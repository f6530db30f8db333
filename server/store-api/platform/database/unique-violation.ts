/**
 * Which unique constraint a failed write broke, from the driver's error (pg's DatabaseError, or
 * PGlite's, whichever Drizzle wraps as the cause): callers name the field at fault from it instead of
 * guessing. Null when the error is not a unique violation.
 */
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (
    let current = error, depth = 0;
    typeof current === 'object' && current !== null && depth < 3;
    current = (current as DriverError).cause, depth++
  ) {
    const { code, constraint } = current as DriverError;
    if (code === '23505') return { constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return null;
}
