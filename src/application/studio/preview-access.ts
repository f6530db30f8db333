/**
 * Keeps the studio holding a fresh read-only preview token for its editor frame (Theme/PreviewAccess).
 * The frame reads catalogue sections with it instead of cookies, which a browser blocks in a frame of
 * another site. A token is renewed when a third of its life is left, so the frame never holds an
 * expired one; a failed request is retried with a growing pause (the frame keeps its last token).
 */
import type { StudioResult } from '../ports/studio-api.port';

export interface PreviewAccessDeps {
  fetch(): Promise<StudioResult<{ token: string; expiresInSeconds: number }>>;
  /** Runs `run` after `ms`; returns a cancel function (window.setTimeout in the studio, fake timers in tests). */
  schedule(run: () => void, ms: number): () => void;
}

export const RETRY_FIRST_MS = 5_000;
export const RETRY_MAX_MS = 120_000;

export interface PreviewAccess {
  /** The latest token, or null before the first answer. */
  current(): string | null;
  stop(): void;
}

export function keepPreviewAccess(deps: PreviewAccessDeps, onToken: (token: string) => void): PreviewAccess {
  let token: string | null = null;
  let cancel: (() => void) | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;

  const renew = async () => {
    cancel = null;
    const answer = await deps.fetch();
    if (stopped) return;
    if (answer.ok) {
      token = answer.value.token;
      retryMs = RETRY_FIRST_MS;
      onToken(token);
      cancel = deps.schedule(() => void renew(), Math.max(1_000, (answer.value.expiresInSeconds * 1000 * 2) / 3));
    } else {
      cancel = deps.schedule(() => void renew(), retryMs);
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    }
  };
  void renew();

  return {
    current: () => token,
    stop: () => {
      stopped = true;
      cancel?.();
    },
  };
}
