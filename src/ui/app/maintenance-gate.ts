/**
 * The maintenance rule applied in the root loader: a closed store answers a redirect (302) before
 * any page loads. The bypass cookie is only trusted once the store API confirms it, since the
 * storefront does not hold the secret that signs it. The root loader runs on the server only (it
 * never revalidates), so a plain redirect is the 302 answer.
 */
import { redirect } from 'react-router';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import { bypassCookieName, isStoreClosed, MAINTENANCE_PATH, maintenanceRedirect } from '../../domain/store/maintenance';
import type { StoreInfo } from './store-loader';

async function holdsBypass(services: StorefrontServices, webID: number): Promise<boolean> {
  const value = services.cookies.get(bypassCookieName(webID));
  if (!value) return false;
  try {
    return await services.storeAccess.verifyBypass(value);
  } catch (error) {
    // Failing closed keeps a closed store closed; the visitor can still enter the password again.
    services.logger.warn('Could not check the maintenance bypass', error);
    return false;
  }
}

/** Redirects a visitor who may not be here; otherwise answers whether a pass let them in. */
export async function enforceMaintenance(services: StorefrontServices, store: StoreInfo, pathname: string): Promise<boolean> {
  // An open store away from /maintenance needs no cookie lookup and no API call.
  if (!isStoreClosed(store) && !pathname.startsWith(MAINTENANCE_PATH)) return false;
  const bypass = await holdsBypass(services, store.webID);
  // GetWebInfo hands out the preview token only for the owner's valid preview key (web-info.ts).
  const preview = Boolean(store.previewToken);
  const target = maintenanceRedirect(
    { isMaintenance: store.isMaintenance, isPasswordProtected: store.isPasswordProtected, bypass, preview },
    pathname,
  );
  if (target) throw redirect(target);
  return bypass;
}
