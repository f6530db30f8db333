/** The Products page's addresses (use-studio-view.ts): the list, one product, a new one, the bulk editor. */
import { itemHash, pageHash } from '../use-studio-view';

export const PRODUCTS_LINK = pageHash('products');
export const NEW_PRODUCT_LINK = `${PRODUCTS_LINK}/new`;
/** The bulk editor; its choice of products follows a `?` (bulk-cells.ts, bulkLink). */
export const BULK_EDIT_LINK = `${PRODUCTS_LINK}/bulk`;
export const productLink = (productID: number) => itemHash('products', productID);

/** Opens another address of the studio, as a link would (the page follows the hash). */
export function openLink(hash: string): void {
  window.location.hash = hash;
}
