/**
 * The page chrome that only matters once the page is live, loaded right after hydration instead of
 * with the first-load bundle: the progress bar (navigations and cart calls), the head updates on
 * navigation, links followed in the page and prefetched on intent, where a changed page lands, animate-on-scroll, the button ripple, the viewport cookie, the toasts, the cart (its count, drawer, popups and dialog), the maintenance
 * watcher, page-view tracking, the owner's scripts and ad pixels, the app-update offer, and the identity
 * (tec, the stored user, the wishlist count; identity-live.tsx, loaded after this). The server
 * already wrote the head and renders the cart empty and closed, so nothing shifts when it arrives.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { CartBridgeStore } from '../components/cart-bridge';
import { CartRoot } from '../cart/cart-root';
import { LiveToaster } from '../components/lazy-toaster';
import { NavigationProgress } from '../components/navigation-progress';
import MaintenanceWatcher from '../pages/maintenance/maintenance-watcher';
import { ViewportCookie } from '../components/viewport-cookie';
import { DocumentHeadSync } from '../app/document-head-sync';
import AppUpdateBanner from '../app/app-update-banner';
import AnimateOnScroll from '../app/animate-on-scroll';
import ButtonRipple from '../app/button-ripple';
import InAppLinks from '../app/in-app-links';
import LinkPrefetch from '../app/link-prefetch';
import PageLanding from '../app/page-landing';
import OwnerScriptsWatcher from '../app/owner-scripts-watcher';
import TrackingWatcher from '../app/tracking-watcher';
import QuickAddHost from './quick-add-host';
import { StagedMount } from '../app/staged-mount';

const IdentityLive = lazy(() => import('../identity/identity-live'));

export default function LiveLayer({ cartBridge }: { cartBridge: CartBridgeStore }) {
  const saving = useSyncExternalStore(cartBridge.subscribe, () => cartBridge.get()?.saving ?? false);
  return (
    <StagedMount
      stages={[
        // What a shopper reaches first: the cart, links followed in the page and where they land, the toasts.
        <>
          <LiveToaster />
          <NavigationProgress saving={saving} />
          <InAppLinks />
          <PageLanding />
          <CartRoot bridge={cartBridge} />
          <QuickAddHost />
        </>,
        <>
          <DocumentHeadSync />
          <LinkPrefetch />
          <AnimateOnScroll />
          <ButtonRipple />
          <ViewportCookie />
        </>,
        // The watchers: each starts a machine and joins the tabs' shared feed.
        <MaintenanceWatcher />,
        <>
          <Suspense fallback={null}>
            <IdentityLive />
          </Suspense>
          <TrackingWatcher />
          <OwnerScriptsWatcher />
          <AppUpdateBanner />
        </>,
      ]}
    />
  );
}
