/**
 * The store as the cart's views need it (currency, media base, settings). It reads the root route's
 * data the way useStore does, but without importing it: a module the first-load bundle shares with
 * this lazily loaded code would be split into a chunk of its own, and every chunk costs first-load bytes.
 */
import { useRouteLoaderData } from 'react-router';
import type { StoreInfo } from '../app/store-loader';
import type { RootData } from '../app/use-store';

export function useCartStore(): StoreInfo | null {
  return (useRouteLoaderData('root') as RootData | undefined)?.store ?? null;
}
