/** App-update constants and the reload-loop guard of spec section 9. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_LOOP_GUARD_MS = 10_000;

/** A chunk-load error reloads the page unless the page reloaded itself less than 10 s ago. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_LOOP_GUARD_MS || now < lastReloadAt;
}

/** The messages browsers give a dynamic import whose chunk is gone (an old build's file after a deploy). */
export function isChunkLoadError(message: string): boolean {
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}
