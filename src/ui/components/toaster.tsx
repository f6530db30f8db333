/**
 * The storefront's toasts (spec section 9), drawn from the toast queue: top-centre, each with its
 * type's icon and a close button, leaving with the spec's 400 ms fade and lift. Our own rather than a
 * library's: the one we had removed a toast 200 ms into its leave, and this is smaller (decision 85).
 * Loaded with the live layer through lazy-toaster.tsx, never with the first page.
 */
import { useSyncExternalStore } from 'react';
import { createToastQueue, type Toast } from '../../application/storefront/toast-queue';
import { OVERLAY_LAYERS, TOAST } from '../ui-constants';

const queue = createToastQueue(
  { durationMs: TOAST.durationMs, leaveMs: TOAST.leaveMs },
  { setTimeout: (run, ms) => window.setTimeout(run, ms), clearTimeout: (handle) => window.clearTimeout(handle as number) },
);

export const showToast = queue.show;

const ICON_PATHS: Record<Toast['type'], string> = {
  info: 'M12 8h.01M11 12h1v4h1M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  success: 'M8 12.5l2.5 2.5L16 9.5M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  error: 'M12 8v5M12 16h.01M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  loading: 'M12 3a9 9 0 1 0 9 9',
};

function ToastIcon({ type }: { type: Toast['type'] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      className={type === 'loading' ? 'shrink-0 animate-spin motion-reduce:animate-none' : 'shrink-0'}
    >
      <path d={ICON_PATHS[type]} />
    </svg>
  );
}

const TONE: Record<Toast['type'], string> = {
  info: '',
  success: 'text-green-800',
  error: 'text-red-700',
  loading: '',
};

export function Toaster() {
  const toasts = useSyncExternalStore(queue.subscribe, queue.list, queue.list);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-4 top-4 flex justify-center"
      style={{ zIndex: OVERLAY_LAYERS.tooltip }}
    >
      {/* Holding a toast under the pointer or focus extends its time (WCAG 2.2.1). */}
      <ol
        aria-live="polite"
        aria-relevant="additions text"
        className="flex w-full max-w-sm flex-col gap-2"
        onPointerEnter={queue.hold}
        onPointerLeave={queue.release}
        onFocus={queue.hold}
        onBlur={queue.release}
      >
        {toasts.map((toast) => (
          <li
            key={toast.id}
            data-toast-type={toast.type}
            className="wx-toast pointer-events-auto flex items-center gap-3 rounded-[var(--radius,0.5rem)] border border-black/10 bg-white px-4 py-3 text-sm text-gray-900 shadow-lg transition-[opacity,transform] ease-out motion-reduce:transition-none"
            style={{
              opacity: toast.leaving ? 0 : 1,
              transform: toast.leaving ? 'translateY(-0.5rem)' : 'none',
              transitionDuration: `${TOAST.leaveMs}ms`,
            }}
          >
            <span className={TONE[toast.type]}>
              <ToastIcon type={toast.type} />
            </span>
            <span className="min-w-0 flex-1">{toast.message}</span>
            <button
              type="button"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
              aria-label={`Close: ${toast.message}`}
              onClick={() => queue.dismiss(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
