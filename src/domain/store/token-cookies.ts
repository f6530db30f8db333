/**
 * Token cookie names of specification section 3: `at_` or `rt_` plus the host with `www.` and the
 * port removed and dots replaced by underscores.
 */
import { normalizeHost } from './store-resolution';

export function hostCookieSuffix(host: string): string {
  return normalizeHost(host).replace(/\./g, '_');
}

export function accessTokenCookieName(host: string): string {
  return `at_${hostCookieSuffix(host)}`;
}

export function refreshTokenCookieName(host: string): string {
  return `rt_${hostCookieSuffix(host)}`;
}
