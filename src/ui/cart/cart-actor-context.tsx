/**
 * The React seam of the cart actor: the drawer and the cart page are given the page's one actor
 * and read it through narrow selectors (cart.selectors.ts), so each part re-renders only for what
 * it shows.
 */
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { CartEvent } from '../../application/cart/cart.context';
import type { CartActor } from '../../application/storefront/live-runtime';

export const CartActorContext = createContext<CartActor | null>(null);

type CartSnapshot = ReturnType<CartActor['getSnapshot']>;

function useCartActor(): CartActor {
  const actor = useContext(CartActorContext);
  if (!actor) throw new Error('Cart views need a CartActorContext provider');
  return actor;
}

export function useCartSelector<T>(selector: (snapshot: CartSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCartActor(), selector, compare);
}

export function useCartSend(): (event: CartEvent) => void {
  return useCartActor().send;
}
