/**
 * Every capability port of the store API, as one backend (HTTP or the in-memory mock) provides them.
 * A new capability adds its port here, to the HTTP set and to the mock set.
 */
import type { AddressBookPort } from './address-book.port';
import type { CartApi } from './cart-api.port';
import type { CatalogPort } from './catalog.port';
import type { FormsPort } from './forms.port';
import type { IdentityApi } from './identity-api.port';
import type { ListingPort } from './listing.port';
import type { MyReviewsPort } from './my-reviews.port';
import type { OrdersPort } from './orders.port';
import type { PagePort } from './page.port';
import type { ProductPort } from './product.port';
import type { StoreAccessPort } from './store-access.port';
import type { WebInfoPort } from './web-info.port';

export interface StorePorts {
  webInfo: WebInfoPort;
  catalog: CatalogPort;
  pages: PagePort;
  product: ProductPort;
  listing: ListingPort;
  forms: FormsPort;
  cart: CartApi;
  storeAccess: StoreAccessPort;
  identity: IdentityApi;
  orders: OrdersPort;
  addressBook: AddressBookPort;
  myReviews: MyReviewsPort;
}

/** The port names, for code that builds a StorePorts generically (the lazy mock backend). */
export const STORE_PORT_NAMES = [
  'webInfo',
  'catalog',
  'pages',
  'product',
  'listing',
  'forms',
  'cart',
  'storeAccess',
  'identity',
  'orders',
  'addressBook',
  'myReviews',
] as const satisfies readonly (keyof StorePorts)[];
