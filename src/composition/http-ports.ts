/** The store ports over HTTP (the embedded store API or any compatible one). */
import { HttpCatalog } from '../adapters/http/http-catalog';
import { HttpForms } from '../adapters/http/http-forms';
import { HttpListing } from '../adapters/http/http-listing';
import { HttpPages } from '../adapters/http/http-pages';
import { HttpProduct } from '../adapters/http/http-product';
import { HttpWebInfo } from '../adapters/http/http-web-info';
import { createStoreApiClient, type StoreApiClientOptions } from '../adapters/http/store-api-client';
import type { CartApi } from '../application/ports/cart-api.port';
import type { IdentityApi } from '../application/ports/identity-api.port';
import type { OrdersPort } from '../application/ports/orders.port';
import type { StoreAccessPort } from '../application/ports/store-access.port';
import { lazyPort } from './lazy-ports';
import type { StorePorts } from '../application/ports/store-ports';

/** The cart adapter loads with the first cart call: no page's first view needs it (first-load budget). */
function lazyCartApi(load: () => Promise<CartApi>): CartApi {
  let loaded: Promise<CartApi> | null = null;
  // A failed chunk load is forgotten, so the cart's retry loads it again.
  const api = () => (loaded ??= load().catch((error: unknown) => { loaded = null; throw error; }));
  return {
    getCart: async (cartCodes) => (await api()).getCart(cartCodes),
    addCartItem: async (request) => (await api()).addCartItem(request),
    removeCartItem: async (request) => (await api()).removeCartItem(request),
    removeCartAddon: async (request) => (await api()).removeCartAddon(request),
    syncCart: async (request) => (await api()).syncCart(request),
  };
}

export function createHttpPorts(options: StoreApiClientOptions): StorePorts {
  const client = createStoreApiClient(options);
  return {
    webInfo: new HttpWebInfo({ client }),
    catalog: new HttpCatalog({ client }),
    pages: new HttpPages({ client }),
    product: new HttpProduct({ client }),
    listing: new HttpListing({ client }),
    forms: new HttpForms({ client }),
    // Only closed stores need the password calls: the adapter loads on first use.
    storeAccess: lazyPort<StoreAccessPort>(() => import('../adapters/http/http-store-access').then((m) => new m.HttpStoreAccess({ client }))),
    identity: lazyPort<IdentityApi>(() => import('../adapters/http/http-identity').then((m) => new m.HttpIdentity({ client }))),
    cart: lazyCartApi(() => import('../adapters/http/http-cart-api').then((m) => new m.HttpCartApi({ client }))),
    // Through the same gated client: an expired access token is refreshed before an order call.
    orders: lazyPort<OrdersPort>(() => import('../adapters/http/http-orders').then((m) => new m.HttpOrders({ client }))),
  };
}
