/**
 * The product page: breadcrumbs, gallery, the buying panel, tabs and related products, around one
 * client store created from the loader data (so the server and the browser render the same first
 * state: the variant from `?variant=` or the first in stock).
 */
import { useEffect, useState } from 'react';
import { availableTabs, focusedTab } from '../../../domain/catalog/product-tabs';
import { matchVariant } from '../../../domain/catalog/variant-selection';
import { useThemeDocument } from '../../app/use-store';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { ProductGallery } from './product-gallery';
import type { ProductPageProps } from './product-page-data';
import { ProductSummary } from './product-summary';
import { ProductTabs } from './product-tabs';
import { PurchasePanel } from './purchase-panel';
import { RecentlyViewed } from './recently-viewed';
import { RelatedProducts } from './related-products';
import { productStoreFor, ProductStoreContext, useProductState, useProductStore, type ProductStore } from './product-store';

// The route view loads this chunk once and takes both the page and its head builder from it.
export { productHead } from './product-head';

function createStoreFor({ data }: ProductPageProps, ownerTab: unknown): ProductStore {
  const { product } = data;
  return productStoreFor(product, data.variantID, focusedTab([data.tab, ownerTab], availableTabs(product.faqs.length > 0)));
}

/**
 * Keeps the shopper's choice in the address bar (`?variant=`), so a shared link opens the same
 * variant, server-rendered. The first choice (the page's default) leaves the URL as it came.
 */
function VariantInUrl() {
  const store = useProductStore();
  const selection = useProductState((s) => s.selection);
  const [initial] = useState(selection);
  useEffect(() => {
    if (selection === initial) return;
    const variant = matchVariant(store.product.attributes, store.product.variants, selection);
    const url = new URL(window.location.href);
    if (!variant || url.searchParams.get('variant') === String(variant.variantID)) return;
    url.searchParams.set('variant', String(variant.variantID));
    // A shallow replace: the router's loaders need not run again for a choice made on this page.
    window.history.replaceState(window.history.state, '', url);
  }, [store, selection, initial]);
  return null;
}

export function ProductPage(props: ProductPageProps) {
  const ownerTab = useThemeDocument().settings.focus_product_tab;
  const [store] = useState(() => createStoreFor(props, ownerTab));
  const { page, data } = props;
  return (
    <ProductStoreContext.Provider value={store}>
      <VariantInUrl />
      <div className="container flex flex-col gap-10 py-6 md:py-10">
        <div className="flex flex-col gap-6">
          <BreadcrumbTrail crumbs={page.breadcrumbs} className="" />
          <div className="grid items-start gap-8 md:grid-cols-2 lg:gap-12">
            <ProductGallery />
            <div className="flex flex-col gap-6">
              <ProductSummary />
              <PurchasePanel />
            </div>
          </div>
        </div>
        <ProductTabs reviews={data.reviews} />
        <RelatedProducts />
        <RecentlyViewed productId={data.product.productID} />
      </div>
    </ProductStoreContext.Provider>
  );
}
