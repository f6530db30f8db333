/** The storefront's UI constants of spec section 9: toasts, the progress bar, prefetching, motion, layers and the viewport cookie. */

export const TOAST = { defaultType: 'info', durationMs: 3000, position: 'top-center', leaveMs: 400 } as const;

export const PROGRESS_BAR = { heightPx: 4, durationMs: 2000, throttleMs: 200, hideDelayMs: 500, resetDelayMs: 400 } as const;

/** Link prefetch: at most this many pages warmed at once (spec section 9, "about 5"). */
export const PREFETCH_CONCURRENCY = 5;

/** Animate-on-scroll: a section comes in once half of it is in view (spec section 9). */
export const ANIMATE_ON_SCROLL_THRESHOLD = 0.5;

/** The ripple of a pressed button (spec section 9, "about 401 ms"). */
export const RIPPLE_MS = 401;

export const OVERLAY_LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

export const VIEWPORT_COOKIE = { name: 'viewport', maxAgeDays: 365, path: '/', sameSite: 'Strict', secure: true } as const;
