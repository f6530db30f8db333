/**
 * The maintenance rule applied in the root loader: a closed store answers a redirect (302) before
 * any page loads. The bypass cookie is only trusted once the store API confirms it, since the
 * storefront does not hold the secret that signs it. The root loader runs on the server only (it
 * never revalidates), so a plain redirect is the 302 answer.
 */
import { redirect } from 'react-router';
import type { StorefrontServices } from '../../../application/storefront/storefront-services';
import { BYPASS_MAX_AGE_SECONDS, bypassCookieName, isStoreClosed, MAINTENANCE_PATH, maintenanceRedirect } from '../../../domain/store/maintenance';
import type { StoreInfo } from '../../app/store-loader';

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

export async function enforceMaintenance(services: StorefrontServices, store: StoreInfo, pathname: string): Promise<void> {
  // An open store away from /maintenance needs no cookie lookup and no API call.
  if (!isStoreClosed(store) && !pathname.startsWith(MAINTENANCE_PATH)) return;
  const bypass = await holdsBypass(services, store.webID);
  // GetWebInfo hands out the preview token only for the owner's valid preview key (web-info.ts).
  const preview = Boolean(store.previewToken);
  const target = maintenanceRedirect({ isMaintenance: store.isMaintenance, isPasswordProtected: store.isPasswordProtected, bypass, preview }, pathname);
  if (target) throw redirect(target);
}

/*
 * The store password form's action in the browser (without JavaScript the host's POST /maintenance
 * does the same): checks the password, keeps the bypass in the mbypass_<webID> cookie, goes home.
 * It shares this chunk with the gate: one lazy module for everything a closed store needs.
 */
export interface PasswordFormResult {
  error: 'empty' | 'wrong' | 'limited' | 'failed';
  retryAfterSeconds?: number;
}

/** The route passes services and the store in, so this chunk shares no modules with the first load. */
export async function submitStorePassword(services: StorefrontServices, webID: number, request: Request): Promise<PasswordFormResult> {
  const password = (await request.formData()).get('password');
  if (typeof password !== 'string' || password === '') return { error: 'empty' };
  try {
    const check = await services.storeAccess.verifyPassword(password);
    if (check.kind === 'wrong') return { error: 'wrong' };
    if (check.kind === 'limited') return { error: 'limited', retryAfterSeconds: check.retryAfterSeconds };
    services.cookies.set(bypassCookieName(webID), check.bypass, { maxAgeSeconds: BYPASS_MAX_AGE_SECONDS });
  } catch (error) {
    services.logger.warn('Store password check failed', error);
    return { error: 'failed' };
  }
  // The form submits with replace, so this redirect replaces the password page in history too.
  throw redirect('/');
}
