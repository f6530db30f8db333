/**
 * Access to the store as its owner opens and closes it (was an effect with refs, decision 28). After
 * hydration the tab follows the live maintenance flag: when the owner closes the store the tab goes
 * to /maintenance, and when the store opens again a visitor on /maintenance goes home, by the rule of
 * spec section 2. A visitor who came in with a pass reloads instead: the pass is an HttpOnly cookie
 * only the server can check against the store's new state (a password pass does not open
 * maintenance, an owner's pass does). The flag the page was served under was already applied by the
 * server, so only a change is acted on (the stream's first frame repeats it; a pass holder would
 * otherwise reload for ever). The first frame also says the settings' version: a page served before
 * a save this tab did not hear (it joined the stream after) is stale too. When the owner saves the store's settings the page's store data is
 * stale: the next in-app navigation reloads the page whole (served with the new settings, a voided
 * pass judged by the server) without interrupting this one. The owner's signed preview (the studio's
 * frame, a shared preview link) stays where it is.
 */
import { enqueueActions, fromCallback, setup } from 'xstate';
import { MAINTENANCE_PATH, maintenanceRedirect } from '../../domain/store/maintenance';
import type { MaintenanceFeed } from '../ports/maintenance-feed.port';

export type StoreAccessEvent =
  | { type: 'FLAG'; isMaintenance: boolean; settingsVersion?: string | undefined }
  | { type: 'SETTINGS_SAVED' }
  | { type: 'NAVIGATED'; pathname: string };

export type StoreAccessEmitted =
  /** Every flag heard, for the maintenance page's live text. */
  { type: 'flag'; isMaintenance: boolean } | { type: 'navigate'; to: string } | { type: 'settingsChanged' };

export interface StoreAccessInput {
  storeName: string;
  isPasswordProtected: boolean;
  preview: boolean;
  passHeld: boolean;
  /** The flag the page was served under. */
  servedFlag: boolean;
  /** The store's settings' version the page was served with, where the backend tells it. */
  servedSettingsVersion?: string | undefined;
  pathname: string;
}

interface StoreAccessContext extends StoreAccessInput {
  stale: boolean;
}

const storeAccess = setup({
  types: {
    context: {} as StoreAccessContext,
    events: {} as StoreAccessEvent,
    emitted: {} as StoreAccessEmitted,
    input: {} as StoreAccessInput,
  },
  actors: {
    /** Sends FLAG and SETTINGS_SAVED from the store's live feed. */
    liveFeed: fromCallback<StoreAccessEvent, { storeName: string }>(() => undefined),
  },
  actions: {
    /** Loads the page again from the server. */
    reload: () => undefined,
  },
});

export const storeAccessMachine = storeAccess.createMachine({
  id: 'storeAccess',
  context: ({ input }) => ({ ...input, stale: false }),
  invoke: { src: 'liveFeed', input: ({ context }) => ({ storeName: context.storeName }) },
  on: {
    FLAG: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.emit({ type: 'flag', isMaintenance: event.isMaintenance });
        // The owner saved after this page was served, before this tab heard the stream: the same news as SETTINGS_SAVED.
        const { settingsVersion } = event;
        if (
          settingsVersion !== undefined &&
          context.servedSettingsVersion !== undefined &&
          settingsVersion !== context.servedSettingsVersion
        ) {
          enqueue.assign({ servedSettingsVersion: settingsVersion });
          enqueue.raise({ type: 'SETTINGS_SAVED' });
        }
        if (event.isMaintenance === context.servedFlag) return;
        enqueue.assign({ servedFlag: event.isMaintenance });
        const { isPasswordProtected, preview } = context;
        const target = maintenanceRedirect(
          { isMaintenance: event.isMaintenance, isPasswordProtected, bypass: false, preview },
          context.pathname,
        );
        if (target === MAINTENANCE_PATH && context.passHeld) enqueue('reload');
        else if (target) enqueue.emit({ type: 'navigate', to: target });
      }),
    },
    SETTINGS_SAVED: {
      actions: enqueueActions(({ context, enqueue }) => {
        if (context.preview) return;
        enqueue.assign({ stale: true });
        enqueue.emit({ type: 'settingsChanged' });
      }),
    },
    NAVIGATED: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        enqueue.assign({ pathname: event.pathname });
        if (context.stale && event.pathname !== context.pathname) enqueue('reload');
      }),
    },
  },
});

export interface StoreAccessPorts {
  feed: MaintenanceFeed;
  reload(): void;
}

/** The machine with its capabilities bound to the live feed and the browser (composition) or fakes (tests). */
export function createStoreAccessMachine(ports: StoreAccessPorts) {
  return storeAccessMachine.provide({
    actors: {
      liveFeed: fromCallback<StoreAccessEvent, { storeName: string }>(({ input, sendBack }) =>
        ports.feed.subscribe(
          input.storeName,
          (isMaintenance, settingsVersion) => sendBack({ type: 'FLAG', isMaintenance, settingsVersion }),
          () => sendBack({ type: 'SETTINGS_SAVED' }),
        ),
      ),
    },
    actions: { reload: () => ports.reload() },
  });
}
