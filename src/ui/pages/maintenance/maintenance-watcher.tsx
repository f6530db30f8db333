/**
 * Follows the live maintenance flag after hydration (loaded lazily, off the first-load bundle):
 * when the owner closes the store the tab replaces its page with /maintenance, and when the store
 * opens again a visitor on /maintenance goes home, by the rule of spec section 2. A visitor who came
 * in with a pass reloads instead: the pass is an HttpOnly cookie only the server can check against
 * the store's new state (a password pass does not open maintenance, an owner's pass does).
 * When the owner saves the store's settings (scripts, currency, cart action, password...), the page's
 * store data is stale: the next in-app navigation loads the new page whole, so it is served with
 * the new settings (and a voided pass is judged by the server) without interrupting this one.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadedLiveRuntime } from '../../app/services-holder';
import { MAINTENANCE_PATH, maintenanceRedirect } from '../../../domain/store/maintenance';
import { usePassHeld, useStore } from '../../app/use-store';
import { setLiveMaintenance } from './live-maintenance-flag';

export default function MaintenanceWatcher() {
  const store = useStore();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The subscription outlives navigations; it reads the current path when a change arrives.
  const path = useRef(pathname);
  path.current = pathname;

  const webID = store?.webID;
  const storeName = store?.storeName;
  const isPasswordProtected = store?.isPasswordProtected ?? false;
  // The owner's signed preview (the studio's frame, a shared preview link) stays on the builder page.
  const preview = Boolean(store?.previewToken);
  const passHeld = usePassHeld();
  // The flag this page was served under: the server already applied it, so only a change is acted on
  // (the stream's first frame repeats it; a pass holder would otherwise reload for ever).
  const servedFlag = useRef(store?.isMaintenance);
  const stale = useRef(false);
  useEffect(() => {
    if (stale.current) window.location.reload();
  }, [pathname]);
  useEffect(() => {
    if (webID === undefined || !storeName) return undefined;
    return loadedLiveRuntime().maintenanceFeed({ live: window.__WX_CONFIG__?.live, webID }).subscribe(storeName, (isMaintenance) => {
      setLiveMaintenance(isMaintenance);
      if (isMaintenance === servedFlag.current) return;
      servedFlag.current = isMaintenance;
      const target = maintenanceRedirect({ isMaintenance, isPasswordProtected, bypass: false, preview }, path.current);
      if (target === MAINTENANCE_PATH && passHeld) window.location.reload();
      else if (target) void navigate(target, { replace: true });
    }, () => {
      if (preview) return;
      stale.current = true;
      // Said on the document too, for whoever watches the page (the end-to-end suite).
      document.documentElement.dataset.storeSettingsChanged = 'true';
    });
  }, [webID, storeName, isPasswordProtected, preview, passHeld, navigate]);

  return null;
}
