/** The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite answers { rows } too, drizzle's typing differs by driver. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
