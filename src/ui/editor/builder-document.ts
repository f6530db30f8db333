/**
 * The sections the editor frame shows once the parent has pushed its own (SET_COMPONENT), and the
 * catalogue data fetched for sections the loader did not know. Null until the first push: the page
 * then shows the theme as loaded. A tiny external store, one per page (page-stores.ts), so only the
 * builder page subscribes.
 */
import type { BuilderDocument } from '../../application/editor/frame-page';
import { createExternalStore, pageStore, usePageStore, type ExternalStore, type PageStores } from '../app/page-stores';

const BUILDER_DOCUMENT = pageStore(() => createExternalStore<BuilderDocument | null>(null));

export type BuilderDocumentStore = ExternalStore<BuilderDocument | null>;

/** The page's document, which the frame's page view (adapters/frame/dom-frame-view.ts) sets. */
export const builderDocumentOf = (stores: PageStores): BuilderDocumentStore => stores.of(BUILDER_DOCUMENT);

export const useBuilderDocument = () => usePageStore(BUILDER_DOCUMENT, null);
