/** What the protocol machine does to the page inside the editor frame. */
import type { Section } from '../../domain/sections/section';

export interface FrameView {
  /** The page's whole list (header group, page, footer group); a template's built-in body sits at mainIndex. */
  showSections(sections: Section[], mainIndex: number | null): void;
  /** Reads the catalogue with this read-only preview token from now on (and retries sections that failed). */
  grantAccess(previewToken: string): void;
  /** Recompiles the theme from these settings and the creator CSS and applies it without a reload. */
  applyTheme(settings: Record<string, unknown>, creatorCss: string | null): void;
  /**
   * Scrolls smoothly to the section, or to one of its blocks (its index in the block list), and
   * highlights it; false when no such section is shown.
   */
  focusSection(tempId: string, block?: number | null): boolean;
  clearHighlight(): void;
  /** The section matched by the selector, with its classes that are not the builder's own. */
  sectionClasses(selector: string): { temp_id: string | null; classes: string[] };
  /**
   * Calls back with the temp_id of every section the owner clicks, and the index of the block clicked
   * in it (null for the section itself), until the returned function is called.
   */
  onSectionClick(select: (tempId: string, block: number | null) => void): () => void;
}
