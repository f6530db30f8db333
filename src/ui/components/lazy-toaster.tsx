/**
 * Toasts (spec section 9: info, success, error, loading; 3 s; top-center; 400 ms leave). The toast
 * library loads with the live layer (app/live-layer.tsx renders its Toaster), off the first-load
 * path: nothing can toast before the page is live, and a toast raised before the Toaster is there
 * shows once it subscribes (sonner keeps it).
 */
import type { ToasterProps } from 'sonner';
import { TOAST, type ToastType } from '../../domain/ui-constants';

/** The Toaster's settings, for the live layer. */
export const TOASTER_PROPS: ToasterProps = {
  position: TOAST.position,
  duration: TOAST.durationMs,
  closeButton: true,
  toastOptions: { className: 'wx-toast' },
};

/** Shows a toast of the given type (info by default). */
export async function notify(message: string, type: ToastType = TOAST.defaultType): Promise<void> {
  const { toast } = await import('sonner');
  const show = { info: toast.info, success: toast.success, error: toast.error, loading: toast.loading }[type];
  show(message);
}
