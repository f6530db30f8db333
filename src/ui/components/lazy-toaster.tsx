/**
 * Toasts (spec section 9: info, success, error, loading; 3 s; top-center; 400 ms leave). The toast
 * library loads with the live layer (shell/live-layer.tsx renders its Toaster), off the first-load
 * path: nothing can toast before the page is live, and a toast raised before the Toaster is there
 * shows once it subscribes (sonner keeps it).
 */
import { lazy, Suspense } from 'react';
import type { ToastType } from '../../application/storefront/shopper-notices';
import { TOAST } from '../ui-constants';
import { lazyModule } from '../../application/lazy/lazy-module';

// One dynamic import of the library for the Toaster and for `notify`: the same chunk, so a toast
// raised offline (the cart's outage message) finds the library the live layer already loaded.
const sonner = lazyModule(() => import('sonner'));
const Toaster = lazy(() => sonner.use((m) => ({ default: m.Toaster })));

/** Rendered by the live layer. */
export function LiveToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position={TOAST.position} duration={TOAST.durationMs} closeButton toastOptions={{ className: 'wx-toast' }} />
    </Suspense>
  );
}

/** Shows a toast of the given type (info by default). */
export async function notify(message: string, type: ToastType = TOAST.defaultType): Promise<void> {
  await sonner.use(({ toast }) => {
    const show = { info: toast.info, success: toast.success, error: toast.error, loading: toast.loading }[type];
    show(message);
  });
}
