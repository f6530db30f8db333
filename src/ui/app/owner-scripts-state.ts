/**
 * Whether the owner's third-party tags run in this document, one per page (page-stores.ts). Once
 * loaded they cannot be unloaded, so a page that must not have them (an address with a secret) is
 * then opened as a new document.
 */
import { createExternalStore, pageStore, type ExternalStore, type PageStores } from './page-stores';

const OWNER_SCRIPTS_RUNNING = pageStore(() => createExternalStore(false));

export const ownerScriptsRunningOf = (stores: PageStores): ExternalStore<boolean> => stores.of(OWNER_SCRIPTS_RUNNING);
