/**
 * The one way into the browser's cart from the rest of the UI. The cart is built once per page
 * load, after the page frame has connected it (router, store, the frame's bridge) and as soon as
 * something needs it: the browser is idle, the shopper interacts, or a view of the cart opens.
 * Views read it through the actor context (cart-actor-context.tsx); the product page adds through
 * CartCommands, so a test can hand it another implementation.
 */
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { CartEvent } from '../../application/cart/cart.context';
import type { BrowserCart } from '../../application/storefront/live-runtime';
import type { CartConnection } from './cart-runtime';

/** What the product page sends: the line's code and what the shopper sees of it (ADD without its type). */
export type CartAddRequest = Omit<Extract<CartEvent, { type: 'ADD' }>, 'type'>;

export interface CartCommands {
  add(request: CartAddRequest): Promise<void>;
}

let connect: (connection: CartConnection) => void = () => undefined;
const connected = new Promise<CartConnection>((resolve) => (connect = resolve));
let starting: Promise<BrowserCart> | null = null;
let started: BrowserCart | null = null;
const listeners = new Set<() => void>();

/** Called once by the cart root with what the cart needs from the page frame. */
export function connectCart(connection: CartConnection): void {
  connect(connection);
}

export function loadCart(): Promise<BrowserCart> {
  starting ??= connected.then(async (connection) => {
    const { startCartRuntime } = await import('./cart-runtime');
    started = await startCartRuntime(connection);
    listeners.forEach((listener) => listener());
    return started;
  }).catch((error: unknown) => {
    // The cart's code could not be fetched (offline, a new deployment): the next use tries again.
    starting = null;
    throw error;
  });
  return starting;
}

/** The cart once started (null before); `eager` starts it now, for views that show it. */
export function useStartedCart(eager: boolean): BrowserCart | null {
  useEffect(() => {
    if (eager) void loadCart();
  }, [eager]);
  return useSyncExternalStore(subscribe, () => started, () => null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
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
