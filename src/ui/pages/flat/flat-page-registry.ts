/** The view of each page type a flat URL can resolve to (page types of spec section 2). */
import type { PageTypeId } from '../../../domain/catalog/resolved-page';
import type { TemplateName } from '../../../domain/theme/theme-pages';
import { PAGE_TYPES } from '../../../domain/seo/page-meta';
import { listingPageView } from '../listing/listing-page-view';
import { collectionsPageView } from './collections-page-view';
import { customPageView } from './custom-page-view';
import type { FlatPageView } from './flat-page-view';
import { productPageView } from '../product/product-page-view';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view narrows its own data type
export const FLAT_PAGE_VIEWS: Partial<Record<PageTypeId, FlatPageView<any>>> = {
  [PAGE_TYPES.CUSTOM]: customPageView,
  [PAGE_TYPES.COLLECTIONS]: collectionsPageView,
  [PAGE_TYPES.PRODUCT]: productPageView,
  [PAGE_TYPES.LISTING]: listingPageView,
};

/** The page types whose built-in body sits among a template's sections (docs/editor.md). */
export const TEMPLATE_OF: Partial<Record<PageTypeId, TemplateName>> = {
  [PAGE_TYPES.PRODUCT]: 'product',
  [PAGE_TYPES.LISTING]: 'listing',
};
