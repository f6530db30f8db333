/**
 * Tailwind only ships classes it can see written out, so column counts and alignments map to
 * literal class strings here instead of being built with template strings.
 */
import type { Alignment } from '../../../domain/sections/section-style';

const MD_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'] as const;
const LG_COLUMNS = [
  '',
  'lg:grid-cols-1',
  'lg:grid-cols-2',
  'lg:grid-cols-3',
  'lg:grid-cols-4',
  'lg:grid-cols-5',
  'lg:grid-cols-6',
] as const;

/** Column spacing from the style fields arrives as --section-gap; 1.5rem otherwise. */
export const GAP = 'gap-[var(--section-gap,1.5rem)]';

/** A responsive grid: `mobile` columns on phones, at most 3 on tablets, `columns` from 1024px. */
export function gridClass(columns: number, mobile: 1 | 2 = 1): string {
  const lg = Math.min(6, Math.max(1, Math.round(columns)));
  const base = mobile === 2 && lg >= 2 ? 'grid-cols-2' : 'grid-cols-1';
  return `grid ${base} ${MD_COLUMNS[Math.min(3, lg)]} ${LG_COLUMNS[lg]} ${GAP}`;
}

const JUSTIFY = { start: 'justify-start', center: 'justify-center', end: 'justify-end' } as const;
const ITEMS = { start: 'items-start', center: 'items-center', end: 'items-end' } as const;

/** Row of buttons spaced by the button_space style field (--button-space). */
export function buttonRowClass(alignment: Alignment | null, fallback: Alignment = 'start'): string {
  return `flex flex-wrap gap-[var(--button-space,0.75rem)] ${JUSTIFY[alignment ?? fallback]}`;
}

export function justifyClass(alignment: Alignment | null, fallback: Alignment = 'start'): string {
  return JUSTIFY[alignment ?? fallback];
}

export function itemsClass(alignment: Alignment | null, fallback: Alignment = 'start'): string {
  return ITEMS[alignment ?? fallback];
}

/**
 * Item titles sit one level below the section heading; without a section heading they are the
 * section's top level, so the outline never jumps from h1 to h3.
 */
export function itemHeadingTag(sectionHeading: string): 'h2' | 'h3' {
  return sectionHeading ? 'h3' : 'h2';
}

/** Owner rich text (already sanitised on the server): paragraph rhythm, visible links, list markers. */
export const RICH_TEXT = 'flex flex-col gap-4 [&_a]:underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6';
