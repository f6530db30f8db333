/**
 * The React seam of the store-access machine (application/store-access/store-access.machine.ts),
 * mounted after hydration (loaded lazily, off the first-load bundle): one actor per store, on the
 * live feed the live runtime composed; it is told each navigation, and its answers are the router's
 * (navigate), the maintenance page's live flag and the document's mark that the store's settings
 * changed (said on the document for whoever watches the page: the end-to-end suite).
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StoreAccessInput } from '../../../application/store-access/store-access.machine';
import { createStoreAccessMachine } from '../../../application/store-access/store-access.machine';
import { browserPageStores, loadedLiveRuntime } from '../../app/services-holder';
import { usePassHeld, useStore } from '../../app/use-store';
import { liveMaintenanceOf } from './live-maintenance-flag';

export default function MaintenanceWatcher() {
  const store = useStore();
  const { pathname } = useLocation();
  const passHeld = usePassHeld();
  if (store?.webID === undefined || !store.storeName) return null;
  const input: StoreAccessInput = {
    storeName: store.storeName,
    isPasswordProtected: store.isPasswordProtected ?? false,
    preview: Boolean(store.previewToken),
    passHeld,
    servedFlag: store.isMaintenance,
    servedSettingsVersion: store.settingsVersion,
    pathname,
  };
  // The actor follows one store as the page was served; another store or pass is another actor.
  return (
    <StoreAccessWatch
      key={`${store.webID}:${input.storeName}:${input.isPasswordProtected}:${input.preview}:${passHeld}`}
      webID={store.webID}
      input={input}
    />
  );
}

function StoreAccessWatch({ webID, input }: { webID: number; input: StoreAccessInput }) {
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      createStoreAccessMachine({
        feed: loadedLiveRuntime().maintenanceFeed({ live: window.__WX_CONFIG__?.live, webID }),
        reload: () => window.location.reload(),
      }),
    [webID],
  );
  const actor = useActorRef(machine, { input });

  useEffect(() => actor.send({ type: 'NAVIGATED', pathname: input.pathname }), [actor, input.pathname]);
  useEffect(() => {
    const liveFlag = liveMaintenanceOf(browserPageStores());
    const subscriptions = [
      actor.on('flag', (event) => liveFlag.set(event.isMaintenance)),
      actor.on('navigate', (event) => void navigate(event.to, { replace: true })),
      actor.on('settingsChanged', () => {
        document.documentElement.dataset.storeSettingsChanged = 'true';
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate]);
  return null;
}
