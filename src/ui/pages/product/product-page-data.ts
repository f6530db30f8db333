/** Loader data of a product page, shared by the route view and the lazily loaded page. */
import type { ProductDetail } from '../../../domain/catalog/product-detail';
import type { ReviewPage } from '../../../domain/catalog/product-reviews';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';

export interface ProductPageData {
  product: ProductDetail;
  /** First page of reviews, Most Helpful first; null if the store API could not say. */
  reviews: ReviewPage | null;
  /** `?variant=`: the variant a shared link names. */
  variantID: number | null;
  /** `?tab=`: the tab a link asks to open. */
  tab: string | null;
}

export interface ProductPageProps {
  page: ResolvedPage;
  data: ProductPageData;
}
