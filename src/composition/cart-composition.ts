/**
 * The browser's cart: the cart machine on real ports (the store API, localStorage, the page's pixel
 * hub, crypto ids, from the live layer's container), built and started once per page load, and the
 * browser events it follows as an actor it invokes: the network coming back (ONLINE) and another tab
 * changing the cart (RESTORE from storage). Navigation and toasts are the UI's, handed in as effects
 * and attached before the actor starts, so nothing it says while restoring is missed.
 */
import { createActor, fromCallback } from 'xstate';
import { cartInput, createCartMachine } from '../application/cart/cart.machine';
import type { CartEvent } from '../application/cart/cart.context';
import type { IdGenerator } from '../application/ports/id-generator.port';
import type { PixelPort } from '../application/ports/pixel.port';
import { shownValue, type ShownCurrency } from '../domain/money/minor-units';
import type { BrowserCart, BrowserCartOptions } from '../application/storefront/live-runtime';
import type { CartStorageFactory, WatchedCartStorage } from './modules/storage.module';

/** What the cart is built with besides the page's options (bound in the live layer's container). */
export interface BrowserCartDeps {
  storage: CartStorageFactory;
  pixel: PixelPort;
  ids: IdGenerator;
}

export function startBrowserCart(options: BrowserCartOptions, deps: BrowserCartDeps): BrowserCart {
  const storage = deps.storage(options.store);
  const { addToCartAction, currency, currencyRate } = options.settings;
  const machine = createCartMachine({
    api: options.api,
    storage,
    pixel: inShownCurrency(deps.pixel, { abbreviation: currency, rate: currencyRate }),
  }).provide({ actors: { browserEvents: browserEventsOf(storage) } });
  const actor = createActor(machine, { input: cartInput(deps.ids, { addToCartAction, currency, route: options.route }) });
  actor.on('navigate', (event) => options.effects.navigate(event.to));
  actor.on('notify', (event) => options.effects.notify(event.message, event.level));
  actor.start();
  // The page's customer as the token names it; a later sign-in or sign-out is sent by the identity client (identity-client.ts).
  actor.send(options.customerId === null ? { type: 'TOKEN_GUEST' } : { type: 'SIGNED_IN', userId: options.customerId });
  return { actor, stop: () => actor.stop() };
}

/** The network coming back, and another tab's cart, followed while the machine runs. */
function browserEventsOf(storage: WatchedCartStorage) {
  return fromCallback<CartEvent>(({ sendBack }) => {
    const online = () => sendBack({ type: 'ONLINE' });
    window.addEventListener('online', online);
    // Another tab's cart; this tab's drawer stays as it is (cart.actions.ts restore).
    const unwatch = storage.watch((text) => sendBack({ type: 'RESTORE', stored: text }));
    return () => {
      window.removeEventListener('online', online);
      unwatch();
    };
  });
}

/**
 * The cart prices lines in the store's base currency; the ad event names the currency the shopper
 * sees, so its value is converted at the same rate, to the same minor unit, as the prices on the page.
 */
function inShownCurrency(pixel: PixelPort, currency: ShownCurrency): PixelPort {
  return {
    track: (event, data, options) =>
      pixel.track(event, 'value' in data ? { ...data, value: shownValue(data.value, currency) } : data, options),
  };
}
