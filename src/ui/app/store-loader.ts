/** Loaders share the store load: a redirect (unknown store, redirectURL) wins over any page. */
import { redirect } from 'react-router';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { WebInfo } from '../../domain/store/web-info';

export type StoreInfo = Omit<WebInfo, 'tokens'>;

export async function requireStore(services: StorefrontServices): Promise<StoreInfo> {
  const load = await services.loadStore();
  if (load.kind === 'redirect') throw redirect(load.url, load.status ?? 302);
  return load.info;
}
