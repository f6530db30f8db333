import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepPreviewAccess, RETRY_FIRST_MS } from '../../../src/application/studio/preview-access';
import type { StudioResult } from '../../../src/application/ports/studio-api.port';

type Answer = StudioResult<{ token: string; expiresInSeconds: number }>;

function keeper(answers: Answer[]) {
  const fetches: number[] = [];
  const tokens: string[] = [];
  const access = keepPreviewAccess(
    {
      fetch: async () => {
        fetches.push(Date.now());
        return answers.shift() ?? { ok: false, status: 0, message: 'offline' };
      },
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
    },
    (token) => tokens.push(token),
  );
  return { access, fetches, tokens };
}

const issued = (token: string): Answer => ({ ok: true, value: { token, expiresInSeconds: 1800 } });

describe('the studio keeps a fresh preview token for its frame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches one at once and renews it when a third of its life is left', async () => {
    const { access, fetches, tokens } = keeper([issued('first'), issued('second')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(tokens).toEqual(['first']);
    expect(access.current()).toBe('first');
    await vi.advanceTimersByTimeAsync(19 * 60_000);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tokens).toEqual(['first', 'second']);
    access.stop();
  });

  it('keeps its last token and retries with growing pauses while the store API fails', async () => {
    const failure: Answer = { ok: false, status: 503, message: 'busy' };
    const { access, fetches, tokens } = keeper([failure, failure, issued('late')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(access.current()).toBeNull();
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(tokens).toEqual(['late']);
    access.stop();
  });

  it('stops asking once stopped', async () => {
    const { access, fetches } = keeper([issued('only')]);
    await vi.advanceTimersByTimeAsync(0);
    access.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetches).toHaveLength(1);
  });
});
