/**
 * PRODUCT pages at flat URLs: the loader reads the product and its first page of reviews; the
 * page and its head builder are a separate chunk (other pages never download them), fetched
 * alongside the data so client navigation shows no loading state.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { data as routeData } from 'react-router';
import { lazyModule } from '../../../application/lazy/lazy-module';
import { REVIEW_SORT } from '../../../domain/catalog/product-reviews';
import { idParam } from '../../../domain/catalog/product-tabs';
import type { FlatPageView } from '../flat/flat-page-view';
import type { productHead } from './product-head';
import type { ProductPageData, ProductPageProps } from './product-page-data';

type PageModule = { ProductPage: ComponentType<ProductPageProps>; productHead: typeof productHead };
const productPage = lazyModule(
  () => import('./product-page'),
  (module): PageModule => module,
);
const LazyProductPage = lazy(() => productPage.use((module) => ({ default: module.ProductPage })));

export const productPageView: FlatPageView<ProductPageData> = {
  async load({ services, store, page, url }) {
    const [product, reviews, module] = await Promise.all([
      services.product.getProduct(page.item_id),
      // Reviews are secondary: the product still shows when they cannot be read.
      services.product.getReviews({ productId: page.item_id, sort: REVIEW_SORT.MOST_HELPFUL, page: 1 }).catch((error: unknown) => {
        services.logger.warn('Product reviews could not be loaded', error);
        return null;
      }),
      productPage.use((module) => ({ productHead: module.productHead })),
    ]);
    if (!product) throw routeData(`Page Not Found: ${url.pathname}`, { status: 404 });
    return {
      data: { product, reviews, variantID: idParam(url.searchParams.get('variant')), tab: url.searchParams.get('tab') },
      head: module.productHead({ page, product, store, origin: url.origin }),
    };
  },
  Component: function ProductView({ page, data }) {
    // The same Suspense boundary on the server and in the browser, so hydration can wait for the
    // chunk; the component type is fixed per mount, so the page never remounts and loses a choice.
    const [Page] = useState(() => productPage.peek()?.ProductPage ?? LazyProductPage);
    return (
      <Suspense
        fallback={
          <p className="container py-10" aria-busy="true">
            Loading product…
          </p>
        }
      >
        <Page key={data.product.productID} page={page} data={data} />
      </Suspense>
    );
  },
};
