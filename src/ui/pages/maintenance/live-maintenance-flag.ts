/**
 * The latest maintenance flag from the live feed, one per page (page-stores.ts). The root loader's
 * store data is not reloaded on client navigations, so the maintenance page reads the live value
 * when the feed has sent one.
 */
import { createExternalStore, pageStore, usePageStore, type ExternalStore, type PageStores } from '../../app/page-stores';

const LIVE_MAINTENANCE = pageStore(() => createExternalStore<boolean | null>(null));

/** The page's live flag, which the store-access machine's seam sets (maintenance-watcher.tsx). */
export const liveMaintenanceOf = (stores: PageStores): ExternalStore<boolean | null> => stores.of(LIVE_MAINTENANCE);

/** The live flag when known, else the one the page loaded with. */
export function useLiveMaintenance(loaded: boolean): boolean {
  return usePageStore(LIVE_MAINTENANCE, null) ?? loaded;
}
