/**
 * The editor frame's page, between the storefront's views and the page view the protocol machine
 * drives (FrameView, frame-view.port.ts; the DOM adapter builds it from this setup): the marks the
 * sections' markup carries for the frame, and where the view shows the sections the studio pushed.
 */
import type { ResolvedSectionData, Section } from '../../domain/sections/section';

/** The attribute the frame sets on the section (or block) the studio focused. */
export const HIGHLIGHT_ATTRIBUTE = 'data-wx-highlight';

/** A block's index in its section's list, on the block's element. */
export const BLOCK_ATTRIBUTE = 'data-block-index';

/** Sent to a block's element before it is outlined: a view that shows one item at a time (a slideshow) turns to it. */
export const SHOW_BLOCK_EVENT = 'wx-show-block';

/** The sections the frame shows once the studio has pushed its own, and their catalogue data. */
export interface BuilderDocument {
  /** The page's whole list: header group, the page's sections, footer group. */
  sections: Section[];
  /** Where a template's built-in body sits in `sections`; null on a page without one. */
  mainIndex: number | null;
  resolved: ResolvedSectionData;
}

/** What the frame's page view starts from, given by the editor runtime. */
export interface FramePageSetup {
  /** The theme's own CSS (store theme CSS and the document's theme_css), kept under every recompile. */
  baseCss: string;
  initialSections: Section[];
  /** The store's shown free-shipping threshold: pushed sections fill {free_shipping_threshold} as served themes do. */
  freeShippingAmount: string;
  /** Where a template's built-in body sits among the sections; null on a page without one. */
  initialMainIndex: number | null;
  initialResolved: ResolvedSectionData;
  /** Fetches catalogue data for sections the page has none for yet (a newly added products section). */
  resolve: (sections: Section[]) => Promise<ResolvedSectionData>;
  /** Keeps the read-only preview token the studio sent for the calls that follow. */
  grantAccess: (previewToken: string) => void;
  /** Where the builder page reads the pushed sections and their data (the page's builder document). */
  shown: { set(next: BuilderDocument | null): void };
}
