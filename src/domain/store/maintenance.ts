/**
 * The maintenance rule of spec section 2: a store in maintenance or behind a password sends every
 * visitor to /maintenance unless they hold a pass that opens it as it is now (the store API decides:
 * a password pass never opens maintenance, an owner's pass opens either). The builder's pages
 * (/editor, /preview) are never sent there (spec section 2): with an owner's signed preview (the
 * studio's frame, a shared preview link) they show the store, without one they only say where they
 * open from (builderPageLocked).
 */

export const MAINTENANCE_PATH = '/maintenance';

/** The builder's pages, which a closed store never redirects. */
const BUILDER_PATHS = ['/editor', '/preview'] as const;

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
  /** The visitor holds a pass that opens this store in its current state (VerifyBypass). */
  bypass: boolean;
  /** The request carries the owner's valid preview key (builder pages only). */
  preview?: boolean;
}

export function isStoreClosed(state: Pick<MaintenanceState, 'isMaintenance' | 'isPasswordProtected'>): boolean {
  return state.isMaintenance || state.isPasswordProtected;
}

function isUnder(pathname: string, paths: readonly string[]): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return paths.some((open) => path === open || path.startsWith(`${open}/`));
}

/** Whether this visitor may see the store's pages (the maintenance page aside). */
export function mayEnterClosedStore(state: MaintenanceState): boolean {
  return !isStoreClosed(state) || state.bypass;
}

/** Where the visitor must go (always as a replace), or null to stay. */
export function maintenanceRedirect(state: MaintenanceState, pathname: string): string | null {
  const open = isUnder(pathname, [MAINTENANCE_PATH, ...BUILDER_PATHS]);
  if (!open && !mayEnterClosedStore(state)) return MAINTENANCE_PATH;
  const onMaintenance = pathname.replace(/\/+$/, '') === MAINTENANCE_PATH;
  if (!onMaintenance) return null;
  if (!state.isMaintenance && state.bypass) return '/';
  // Beyond the spec's rule: nobody is left on the maintenance page of a store that is fully open.
  return isStoreClosed(state) ? null : '/';
}

/** A builder page of a closed store without the owner's signed preview: it shows none of the store. */
export function builderPageLocked(state: Pick<MaintenanceState, 'isMaintenance' | 'isPasswordProtected' | 'preview'>): boolean {
  return isStoreClosed(state) && state.preview !== true;
}
