/**
 * The route name the cart's popups go by (spec section 2: they show on cart, checkout and
 * checkout-id): the page key of the deepest route, with the checkout pages that carry a code
 * (/checkout/bn/:cartcode, /checkout/oc/:ordercode) named checkout-id.
 */
import { useMatches } from 'react-router';
import type { RouteHandle } from '../app/route-handle';

export function useCartRouteName(): string | null {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.pageKey);
  const key = (match?.handle as RouteHandle | undefined)?.pageKey ?? null;
  if (key === 'checkout' && match && Object.keys(match.params).length > 0) return 'checkout-id';
  return key;
}
