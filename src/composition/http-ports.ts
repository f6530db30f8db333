/** The store ports over HTTP (the embedded store API or any compatible one). */
import { HttpCatalog } from '../adapters/http/http-catalog';
import { HttpForms } from '../adapters/http/http-forms';
import { HttpListing } from '../adapters/http/http-listing';
import { HttpPages } from '../adapters/http/http-pages';
import { HttpProduct } from '../adapters/http/http-product';
import { HttpWebInfo } from '../adapters/http/http-web-info';
import { createStoreApiClient, type StoreApiClient, type StoreApiClientOptions } from '../adapters/http/store-api-client';
import type { AddressBookPort } from '../application/ports/address-book.port';
import type { CartApi } from '../application/ports/cart-api.port';
import type { IdentityApi } from '../application/ports/identity-api.port';
import type { MyReviewsPort } from '../application/ports/my-reviews.port';
import type { OrdersPort } from '../application/ports/orders.port';
import type { StoreAccessPort } from '../application/ports/store-access.port';
import { lazyModule, lazyPort } from '../application/lazy/lazy-module';
import type { StorePorts } from '../application/ports/store-ports';

/** `client`: the store API client over HTTP, unless the server's root hands the embedded store API's in-process one. */
export function createHttpPorts(options: StoreApiClientOptions, client: StoreApiClient = createStoreApiClient(options)): StorePorts {
  return {
    webInfo: new HttpWebInfo({ client }),
    catalog: new HttpCatalog({ client }),
    pages: new HttpPages({ client }),
    product: new HttpProduct({ client }),
    listing: new HttpListing({ client }),
    forms: new HttpForms({ client }),
    // Only closed stores need the password calls: the adapter loads on first use.
    storeAccess: lazyPort<StoreAccessPort>(
      lazyModule(
        () => import('../adapters/http/http-store-access'),
        (m) => new m.HttpStoreAccess({ client }),
      ),
    ),
    identity: lazyPort<IdentityApi>(
      lazyModule(
        () => import('../adapters/http/http-identity'),
        (m) => new m.HttpIdentity({ client }),
      ),
    ),
    // No page's first view needs the cart adapter; a failed chunk load is forgotten, so the cart's retry loads it again.
    cart: lazyPort<CartApi>(
      lazyModule(
        () => import('../adapters/http/http-cart-api'),
        (m) => new m.HttpCartApi({ client }),
      ),
    ),
    // Through the same gated client: an expired access token is refreshed before an order call.
    orders: lazyPort<OrdersPort>(
      lazyModule(
        () => import('../adapters/http/http-orders'),
        (m) => new m.HttpOrders({ client }),
      ),
    ),
    addressBook: lazyPort<AddressBookPort>(
      lazyModule(
        () => import('../adapters/http/http-address-book'),
        (m) => new m.HttpAddressBook({ client }),
      ),
    ),
    myReviews: lazyPort<MyReviewsPort>(
      lazyModule(
        () => import('../adapters/http/http-my-reviews'),
        (m) => new m.HttpMyReviews({ client }),
      ),
    ),
  };
}
