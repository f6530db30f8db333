/**
 * The maintenance rule of spec section 2: a store in maintenance or behind a password sends every
 * visitor without the bypass to /maintenance, except the builder's pages (the owner must still edit).
 */

export const MAINTENANCE_PATH = '/maintenance';

/** Paths that stay open while the store is closed. */
const OPEN_PATHS = [MAINTENANCE_PATH, '/editor', '/preview'] as const;

export const BYPASS_COOKIE_PREFIX = 'mbypass_';

/** The bypass lasts a month: a shopper who knows the password is not asked again on every visit. */
export const BYPASS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The bypass cookie is per store, so one password never opens another store on the same host. */
export function bypassCookieName(webID: number): string {
  return `${BYPASS_COOKIE_PREFIX}${webID}`;
}

export interface MaintenanceState {
  isMaintenance: boolean;
  isPasswordProtected: boolean;
  /** The visitor holds a valid bypass for this store. */
  bypass: boolean;
}

export function isStoreClosed(state: Pick<MaintenanceState, 'isMaintenance' | 'isPasswordProtected'>): boolean {
  return state.isMaintenance || state.isPasswordProtected;
}

function isOpenPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`));
}

/** Where the visitor must go (always as a replace), or null to stay. */
export function maintenanceRedirect(state: MaintenanceState, pathname: string): string | null {
  if (isStoreClosed(state) && !state.bypass && !isOpenPath(pathname)) return MAINTENANCE_PATH;
  const onMaintenance = pathname.replace(/\/+$/, '') === MAINTENANCE_PATH;
  if (!onMaintenance) return null;
  if (!state.isMaintenance && state.bypass) return '/';
  // Beyond the spec's rule: nobody is left on the maintenance page of a store that is fully open.
  return isStoreClosed(state) ? null : '/';
  return null;
}
