/**
 * The studio's Products (docs/back-office.md): the catalogue's list, or one product's editor when the
 * address names it (#products/<id>), a new product's (#products/new), the bulk editor of the
 * products it names (#products/bulk?ids=…), or the catalogue import (#products/import, one import at
 * #products/import/<id>).
 */
import type { CatalogueImportApi } from '../../application/ports/owner-catalogue-import-api.port';
import type { ProductsApi } from '../../application/ports/owner-products-api.port';
import { itemIdOf, useStudioHash } from '../use-studio-view';
import { BulkEditor } from './bulk-editor';
import { choiceOf } from './bulk-cells';
import { ImportView } from './import/import-view';
import { importIdOf, opensImport } from './import/import-links';
import { ProductEditor } from './product-editor';
import { BULK_EDIT_LINK, NEW_PRODUCT_LINK } from './product-links';
import { ProductList } from './product-list';

/** The page's owner APIs, and the store's own address for the links to what the owner edits. */
export interface ProductsPageApi {
  products: ProductsApi;
  imports: CatalogueImportApi;
  storeOrigin: string;
}

function ProductsPage({ api, hash }: { api: ProductsPageApi; hash: string }) {
  if (hash === BULK_EDIT_LINK || hash.startsWith(`${BULK_EDIT_LINK}?`))
    return <BulkEditor key={hash} api={api.products} choice={choiceOf(hash)} choiceKey={hash} />;
  if (opensImport(hash)) return <ImportView api={api.imports} importID={importIdOf(hash)} />;
  const productID = itemIdOf('products', hash);
  if (productID !== null || hash === NEW_PRODUCT_LINK)
    return <ProductEditor key={productID ?? 'new'} api={api.products} storeOrigin={api.storeOrigin} productID={productID} />;
  return <ProductList api={api.products} imports={api.imports} />;
}

export default function ProductsView({ api }: { api: ProductsPageApi }) {
  const hash = useStudioHash();
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <ProductsPage api={api} hash={hash} />
    </main>
  );
}
