import type { SectionTypeId } from './section-types';

/**
 * One configured section of a page, as stored in themeData and as the editor pushes it.
 * `content` is type-specific and parsed by the section's own schema at render time, so a
 * section with corrupt content falls back to defaults instead of breaking the page.
 */
export interface Section {
  /** Stable id the editor addresses the section by; `temp-` + 12 characters for new ones. */
  temp_id: string;
  section_type_id: SectionTypeId;
  is_hidden: boolean;
  /** Section style fields of specification section 3 (raw; parsed with defaults by section-style.ts). */
  style: Record<string, unknown>;
  content: Record<string, unknown>;
}

/** Catalogue data a section needs (products, categories, brands), resolved by the loader, keyed by temp_id. */
export type ResolvedSectionData = Record<string, unknown>;

/**
 * In the editor frame, what a catalogue section holds when its data could not be loaded: the
 * section shows an inline note in its place, never a page navigation or a silent empty grid.
 */
export interface SectionDataFailure {
  readonly failed: true;
}

export const SECTION_DATA_FAILURE: SectionDataFailure = Object.freeze({ failed: true as const });

export function isSectionDataFailure(data: unknown): data is SectionDataFailure {
  return typeof data === 'object' && data !== null && (data as { failed?: unknown }).failed === true;
}
