/**
 * The browser's cart: the cart machine on real ports (the store API, localStorage, the page's pixel hub,
 * crypto ids), built and started once per page load, and the browser events it follows: the network
 * coming back (ONLINE) and another tab changing the cart (RESTORE from storage). Navigation and
 * toasts are the UI's, handed in as effects and attached before the actor starts, so nothing it
 * says while restoring is missed.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { CryptoIdGenerator } from '../adapters/ids/crypto-id-generator';
import { LocalStorageCart } from '../adapters/storage/local-storage-cart';
import { cartInput, createCartMachine } from '../application/cart/cart.machine';
import type { CartApi } from '../application/ports/cart-api.port';
import type { PixelPort } from '../application/ports/pixel.port';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { shownValue, type ShownCurrency } from '../domain/money/minor-units';
import { sharedPixel } from './pixel-hub';
import { decodeTokenPayload } from './services-factory';
import { customerIdOf, readAccessClaims } from '../domain/store/access-token';
import type { AddToCartAction } from '../domain/store/web-info';
import type { ToastType } from '../domain/ui-constants';

export type CartActor = ActorRefFrom<ReturnType<typeof createCartMachine>>;

export interface BrowserCartOptions {
  /** The store's name: its cart has its own storage key. */
  store: string;
  api: CartApi;
  /** The store's setting, and its currency: the abbreviation and the rate prices are shown at. */
  settings: { addToCartAction: AddToCartAction; currency: string; currencyRate: number };
  route: string | null;
  /** The customer the access token names, or null for a guest (see customerOf). */
  customerId: string | null;
  effects: { navigate(to: string): void; notify(message: string, level: ToastType): void };
}

export interface BrowserCart {
  actor: CartActor;
  stop(): void;
}

export function startBrowserCart(options: BrowserCartOptions): BrowserCart {
  const storage = new LocalStorageCart({ store: options.store });
  const { addToCartAction, currency, currencyRate } = options.settings;
  const machine = createCartMachine({ api: options.api, storage, pixel: inShownCurrency(sharedPixel(), { abbreviation: currency, rate: currencyRate }) });
  const actor = createActor(machine, { input: cartInput(new CryptoIdGenerator(), { addToCartAction, currency, route: options.route }) });
  actor.on('navigate', (event) => options.effects.navigate(event.to));
  actor.on('notify', (event) => options.effects.notify(event.message, event.level));
  actor.start();
  // Sign-in and sign-out arrive with customer accounts: they will send SIGNED_IN / SIGNED_OUT here.
  actor.send(options.customerId === null ? { type: 'TOKEN_GUEST' } : { type: 'SIGNED_IN', userId: options.customerId });

  const online = () => actor.send({ type: 'ONLINE' });
  window.addEventListener('online', online);
  // Another tab's cart; this tab's drawer stays as it is (cart.actions.ts restore).
  const unwatch = storage.watch((text) => actor.send({ type: 'RESTORE', stored: text }));
  return {
    actor,
    stop() {
      window.removeEventListener('online', online);
      unwatch();
      actor.stop();
    },
  };
}

/**
 * The cart prices lines in the store's base currency; the ad event names the currency the shopper
 * sees, so its value is converted at the same rate, to the same minor unit, as the prices on the page.
 */
function inShownCurrency(pixel: PixelPort, currency: ShownCurrency): PixelPort {
  return {
    track: (event, data, options) => pixel.track(event, 'value' in data ? { ...data, value: shownValue(data.value, currency) } : data, options),
  };
}

/** Who the cart belongs to: null for a guest, else the UserID the access token names (read, not verified: the store API verifies). */
export function customerOf(services: Pick<StorefrontServices, 'isSignedIn' | 'tokens'>): string | null {
  if (!services.isSignedIn()) return null;
  try {
    return customerIdOf(readAccessClaims(decodeTokenPayload(services.tokens.read()!.accessToken)));
  } catch {
    return null;
  }
}
