/**
 * The studio's Products (docs/back-office.md): the catalogue's list, or one product's editor when the
 * address names it (#products/<id>), a new product's (#products/new), or the bulk editor of the
 * products it names (#products/bulk?ids=…).
 */
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { itemIdOf, useStudioHash } from '../use-studio-view';
import { BulkEditor } from './bulk-editor';
import { choiceOf } from './bulk-cells';
import { ProductEditor } from './product-editor';
import { BULK_EDIT_LINK, NEW_PRODUCT_LINK } from './product-links';
import { ProductList } from './product-list';

/** The page's owner API, and the store's own address for the links to what the owner edits. */
export interface ProductsPageApi {
  products: ProductsApi;
  storeOrigin: string;
}

export default function ProductsView({ api }: { api: ProductsPageApi }) {
  const hash = useStudioHash();
  const productID = itemIdOf('products', hash);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      {hash === BULK_EDIT_LINK || hash.startsWith(`${BULK_EDIT_LINK}?`) ? (
        <BulkEditor key={hash} api={api.products} choice={choiceOf(hash)} choiceKey={hash} />
      ) : productID !== null || hash === NEW_PRODUCT_LINK ? (
        <ProductEditor key={productID ?? 'new'} api={api.products} storeOrigin={api.storeOrigin} productID={productID} />
      ) : (
        <ProductList api={api.products} />
      )}
    </main>
  );
}
