/**
 * Starts the browser's cart (loaded with xstate when first needed, see cart-client.ts): the store's
 * settings, the cart API, who the token names, and the page's navigation and toasts go in; the item
 * count and saving state come out to the page frame (cart-bridge.ts).
 */
import { selectCount, selectSaving } from '../../application/cart/cart.selectors';
import type { BrowserCart } from '../../application/storefront/live-runtime';
import { liveRuntime, servicesFrom } from '../app/services-holder';
import { notify } from '../components/lazy-toaster';
import type { StoreInfo } from '../app/store-loader';
import type { CartBridgeStore } from '../components/cart-bridge';
import { cartLinkExtras } from './cart-link-extras';
import { mirrorCart } from './cart-mirror-writer';
import { mergeCookieCart } from './cookie-cart-merge';

/** What the page frame gives the cart (cart-root.tsx connects it). */
export interface CartConnection {
  store: StoreInfo;
  routeName: string | null;
  navigate(to: string): void;
  bridge: CartBridgeStore;
}

export async function startCartRuntime(connection: CartConnection): Promise<BrowserCart> {
  const { store, bridge } = connection;
  const services = servicesFrom(null);
  const cart = await liveRuntime().use((runtime) =>
    runtime.startCart({
      store: store.storeName,
      // Cart calls pass the store API client's auth gate like every call (refresh, one retry on a 401).
      api: services.cart,
      settings: {
        addToCartAction: store.siteSettings.add_to_card_action,
        currency: store.siteConfig.currency.currencyAbbreviation,
        currencyRate: store.siteConfig.currency.currencyRate,
      },
      route: connection.routeName,
      customerId: runtime.customerId(),
      effects: { navigate: connection.navigate, notify: (message, level) => void notify(message, level) },
    }),
  );
  const { actor } = cart;
  mergeCookieCart(actor, services.cookies, store.webID);
  mirrorCart(actor, services.cookies, store.webID);
  const openDrawer =
    store.siteSettings.add_to_card_action === 'OPEN_DRAWER'
      ? () => {
          actor.send({ type: 'OPEN' });
          actor.send({ type: 'REFRESH' });
        }
      : null;
  let shown: { count: number; saving: boolean } | null = null;
  const publish = () => {
    const snapshot = actor.getSnapshot();
    const count = selectCount(snapshot);
    const saving = selectSaving(snapshot);
    const frame = bridge.get();
    if (!frame || (shown?.count === count && shown.saving === saving)) return;
    shown = { count, saving };
    bridge.set({ ...frame, saving, link: cartLinkExtras(count, openDrawer) });
  };
  publish();
  actor.subscribe(publish);
  return cart;
}
