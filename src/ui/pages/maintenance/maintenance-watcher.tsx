/**
 * Follows the live maintenance flag after hydration (loaded lazily, off the first-load bundle):
 * when the owner closes the store the tab replaces its page with /maintenance, and when the store
 * opens again a visitor on /maintenance goes home, by the rule of spec section 2.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { createMaintenanceFeed } from '../../../composition/maintenance-feed-composition';
import { bypassCookieName, maintenanceRedirect } from '../../../domain/store/maintenance';
import { useStore } from '../../app/use-store';
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
  useEffect(() => {
    if (webID === undefined || !storeName) return undefined;
    return createMaintenanceFeed({ live: window.__WX_CONFIG__?.live, webID }).subscribe(storeName, (isMaintenance) => {
      setLiveMaintenance(isMaintenance);
      // The browser cannot verify the bypass (the store API holds the secret); the server checks it on the next load.
      const bypass = document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${bypassCookieName(webID)}=`) && pair.length > bypassCookieName(webID).length + 1);
      const target = maintenanceRedirect({ isMaintenance, isPasswordProtected, bypass, preview }, path.current);
      if (target) void navigate(target, { replace: true });
    });
  }, [webID, storeName, isPasswordProtected, preview, navigate]);

  return null;
}
