/**
 * Toasts (spec section 9: info, success, error, loading; 3 s; top-center; 400 ms leave). The toaster
 * (toaster.tsx) loads with the live layer (shell/live-layer.tsx renders it), off the first-load
 * path: nothing can toast before the page is live, and a toast raised before the Toaster is drawn
 * waits in its queue and shows once it is.
 */
import { lazy, Suspense } from 'react';
import type { ToastType } from '../../application/storefront/shopper-notices';
import { TOAST } from '../ui-constants';
import { lazyModule } from '../../application/lazy/lazy-module';

// One dynamic import for the Toaster and for `notify`: the same queue, so a toast raised offline
// (the cart's outage message) finds the module the live layer already loaded.
const toaster = lazyModule(() => import('./toaster'));
const Toaster = lazy(() => toaster.use((m) => ({ default: m.Toaster })));

/** Rendered by the live layer. */
export function LiveToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Shows a toast of the given type (info by default). */
export async function notify(message: string, type: ToastType = TOAST.defaultType): Promise<void> {
  await toaster.use(({ showToast }) => {
    showToast(message, type);
  });
}
