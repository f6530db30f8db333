/**
 * The one way into the browser's cart from the rest of the UI. The cart is built once per page
 * load (its loader is one of the page's stores, page-stores.ts), after the page frame has connected
 * it (router, store, the frame's bridge) and as soon as something needs it: the browser is idle,
 * the shopper interacts, or a view of the cart opens.
 * Views read it through the actor context (cart-actor-context.tsx); the product page adds through
 * CartCommands, so a test can hand it another implementation.
 */
import { createContext, useContext, useEffect } from 'react';
import { createExternalStore, pageStore, useExternalStore, usePageStores, type ExternalStore } from '../app/page-stores';
import { browserPageStores } from '../app/services-holder';
import type { CartEvent } from '../../application/cart/cart.context';
import type { BrowserCart } from '../../application/storefront/live-runtime';
import type { CartConnection } from './cart-runtime';
import { lazyModule } from '../../application/lazy/lazy-module';

const cartRuntime = lazyModule(
  () => import('./cart-runtime'),
  (m) => m.startCartRuntime,
);

/** What the product page sends: the line's code and what the shopper sees of it (ADD without its type). */
export type CartAddRequest = Omit<Extract<CartEvent, { type: 'ADD' }>, 'type'>;

export interface CartCommands {
  add(request: CartAddRequest): Promise<void>;
}

/** The page's cart as it loads: connected by the cart root, started once, then readable by views. */
interface CartClient {
  connect(connection: CartConnection): void;
  load(): Promise<BrowserCart>;
  started: ExternalStore<BrowserCart | null>;
}

function createCartClient(): CartClient {
  let connect: (connection: CartConnection) => void = () => undefined;
  const connected = new Promise<CartConnection>((resolve) => (connect = resolve));
  let starting: Promise<BrowserCart> | null = null;
  const started = createExternalStore<BrowserCart | null>(null);
  return {
    connect: (connection) => connect(connection),
    load() {
      starting ??= connected
        .then(async (connection) => {
          const cart = await cartRuntime.use((startCartRuntime) => startCartRuntime(connection));
          started.set(cart);
          return cart;
        })
        .catch((error: unknown) => {
          // The cart's code could not be fetched (offline, a new deployment): the next use tries again.
          starting = null;
          throw error;
        });
      return starting;
    },
    started,
  };
}

const CART_CLIENT = pageStore(createCartClient);

/** Called once by the cart root with what the cart needs from the page frame. */
export function connectCart(connection: CartConnection): void {
  browserPageStores().of(CART_CLIENT).connect(connection);
}

export function loadCart(): Promise<BrowserCart> {
  return browserPageStores().of(CART_CLIENT).load();
}

/** The cart once started (null before); `eager` starts it now, for views that show it. */
export function useStartedCart(eager: boolean): BrowserCart | null {
  const client = usePageStores()?.of(CART_CLIENT) ?? null;
  useEffect(() => {
    if (eager) void client?.load();
  }, [eager, client]);
  return useExternalStore(client?.started ?? null, null);
}

const browserCommands: CartCommands = {
  async add(request) {
    const cart = await loadCart();
    cart.actor.send({ type: 'ADD', ...request });
  },
};

export const CartCommandsContext = createContext<CartCommands>(browserCommands);

export function useCartCommands(): CartCommands {
  return useContext(CartCommandsContext);
}
