/**
 * Toasts (spec section 9: info, success, error, loading; 3 s; top-center; 400 ms leave). The toast
 * library loads after hydration, off the first-load path: nothing can toast before the page is live.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST, type ToastType } from '../../domain/ui-constants';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position={TOAST.position} duration={TOAST.durationMs} closeButton toastOptions={{ className: 'wx-toast' }} />
    </Suspense>
  );
}

/** Shows a toast of the given type (info by default). */
export async function notify(message: string, type: ToastType = TOAST.defaultType): Promise<void> {
  const { toast } = await import('sonner');
  const show = { info: toast.info, success: toast.success, error: toast.error, loading: toast.loading }[type];
  show(message);
}
