/** Joins class names, skipping empty and false entries (conditional classes read better inline). */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
