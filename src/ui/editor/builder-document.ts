/**
 * The sections the editor frame shows once the parent has pushed its own (SET_COMPONENT), and the
 * catalogue data fetched for sections the loader did not know. Null until the first push: the page
 * then shows the theme as loaded. A tiny external store, one per page (page-stores.ts), so only the
 * builder page subscribes.
 */
import type { ResolvedSectionData, Section } from '../../domain/sections/section';
import { createExternalStore, pageStore, usePageStore, type ExternalStore, type PageStores } from '../app/page-stores';

export interface BuilderDocument {
  /** The page's whole list: header group, the page's sections, footer group. */
  sections: Section[];
  /** Where a template's built-in body sits in `sections`; null on a page without one. */
  mainIndex: number | null;
  resolved: ResolvedSectionData;
}

const BUILDER_DOCUMENT = pageStore(() => createExternalStore<BuilderDocument | null>(null));

export type BuilderDocumentStore = ExternalStore<BuilderDocument | null>;

/** The page's document, which the frame's view (dom-frame-view.ts) sets. */
export const builderDocumentOf = (stores: PageStores): BuilderDocumentStore => stores.of(BUILDER_DOCUMENT);

export const useBuilderDocument = () => usePageStore(BUILDER_DOCUMENT, null);
