/** Loader data of /compare. */
import type { CompareProduct } from '../../../domain/catalog/product-detail';
import type { PageHead } from '../../../domain/seo/page-head';

export interface CompareData {
  /** The ids the loader asked for (from `?ids=`). */
  ids: number[];
  /** The ones the store sells, in that order. */
  products: CompareProduct[];
  head: PageHead;
}
