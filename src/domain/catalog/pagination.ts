/**
 * Which page links a pagination bar shows: always the first and last page, the current page with
 * one neighbour on each side, and a gap marker where pages are left out ("1 … 4 5 6 … 20").
 * A gap never hides a single page: "1 2 3" is shown rather than "1 … 3".
 */
export type PaginationItem = number | 'gap';

export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const shown = new Set([1, last, current - 1, current, current + 1].filter((n) => n >= 1 && n <= last));
  // Fill a gap of exactly one page: a marker there would take as much room as the link.
  for (const n of [...shown]) {
    if (!shown.has(n + 1) && shown.has(n + 2)) shown.add(n + 1);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}
