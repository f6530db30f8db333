/**
 * The auth machine through secure calls, on fake ports and a virtual clock: refresh before a call
 * when exp (seconds) is past, one refresh for many waiting calls, one refresh and one retry on a
 * 401, and each /notfound landing code of spec section 2.
 */
import { describe, expect, it } from 'vitest';
import { createAuthSession, AuthLanding } from '../../../src/application/identity/auth-session';
import type { RefreshOutcome } from '../../../src/application/ports/identity-api.port';
import { StoreApiError } from '../../../src/application/ports/store-api-error';
import type { TokenPair } from '../../../src/domain/store/web-info';

const token = (n: number, expSeconds: number) => JSON.stringify({ UserID: '7', WebID: 1, exp: expSeconds, n });

function harness(options: { pair?: TokenPair | null; refresh?: (rt: string) => Promise<RefreshOutcome> } = {}) {
  const clock = {
    ms: 1_000_000_000,
    now() {
      return this.ms;
    },
  };
  let stored: TokenPair | null =
    options.pair === undefined ? { accessToken: token(1, clock.ms / 1000 + 900), refreshToken: 'r1' } : options.pair;
  const landings: string[] = [];
  const refreshes: string[] = [];
  let issued = 1;
  const session = createAuthSession({
    tokens: {
      read: () => stored,
      write: (pair) => {
        stored = pair;
      },
      clear: () => {
        stored = null;
      },
    },
    api: {
      refresh: async (refreshToken) => {
        refreshes.push(refreshToken);
        if (options.refresh) return options.refresh(refreshToken);
        issued += 1;
        return { kind: 'ok', tokens: { accessToken: token(issued, clock.ms / 1000 + 900), refreshToken: `r${issued}` } };
      },
    },
    clock,
    decode: (t) => JSON.parse(t),
    land: (ec) => landings.push(ec),
  });
  const access = () => (stored ? (JSON.parse(stored.accessToken) as { n: number }).n : null);
  return { clock, session, landings, refreshes, access, stored: () => stored };
}

const unauthorized = () => new StoreApiError(401, 'Unauthorized');

describe('refresh before a secure call', () => {
  it('calls with the current token while exp is ahead, and refreshes once the clock passes it', async () => {
    const h = harness();
    expect(await h.session.secureCall(async () => h.access())).toBe(1);
    expect(h.refreshes).toEqual([]);
    h.clock.ms += 899_000;
    expect(await h.session.secureCall(async () => h.access())).toBe(1);
    h.clock.ms += 1_000; // exp is now, in seconds: expired
    expect(await h.session.secureCall(async () => h.access())).toBe(2);
    expect(h.refreshes).toEqual(['r1']);
  });

  it('runs one refresh however many calls wait for it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = harness({
      refresh: async () => {
        await gate;
        return { kind: 'ok', tokens: { accessToken: token(2, 2e9), refreshToken: 'r2' } };
      },
    });
    h.clock.ms += 3_600_000;
    const calls = Array.from({ length: 5 }, () => h.session.secureCall(async () => h.access()));
    await Promise.resolve();
    release();
    expect(await Promise.all(calls)).toEqual([2, 2, 2, 2, 2]);
    expect(h.refreshes).toEqual(['r1']);
  });
});

describe('a 401', () => {
  it('gets one refresh and one retry', async () => {
    const h = harness();
    let attempts = 0;
    const result = await h.session.secureCall(async () => {
      attempts += 1;
      if (attempts === 1) throw unauthorized();
      return h.access();
    });
    expect(result).toBe(2);
    expect(attempts).toBe(2);
    expect(h.refreshes).toEqual(['r1']);
  });

  it('a second 401 lands on ec 02 without another refresh', async () => {
    const h = harness();
    await expect(
      h.session.secureCall(async () => {
        throw unauthorized();
      }),
    ).rejects.toBeInstanceOf(AuthLanding);
    expect(h.landings).toEqual(['02']);
    expect(h.refreshes).toHaveLength(1);
  });

  it("other refusals are the caller's to show, with no refresh and no landing", async () => {
    const h = harness();
    await expect(
      h.session.secureCall(async () => {
        throw new StoreApiError(422, 'Wrong');
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(h.refreshes).toEqual([]);
    expect(h.landings).toEqual([]);
  });
});

describe('landing codes', () => {
  it('00: no tokens at all', async () => {
    const h = harness({ pair: null });
    await expect(h.session.secureCall(async () => 1)).rejects.toMatchObject({ ec: '00' });
    expect(h.landings).toEqual(['00']);
  });

  it('01: the refresh before a call is refused, and the stale pair is forgotten', async () => {
    const h = harness({ refresh: async () => ({ kind: 'refused' }) });
    h.clock.ms += 3_600_000;
    await expect(h.session.secureCall(async () => 1)).rejects.toMatchObject({ ec: '01' });
    expect(h.landings).toEqual(['01']);
    expect(h.stored()).toBeNull();
  });

  it('03: the refresh call itself fails (network)', async () => {
    const h = harness({
      refresh: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    h.clock.ms += 3_600_000;
    await expect(h.session.secureCall(async () => 1)).rejects.toMatchObject({ ec: '03' });
    expect(h.stored()).not.toBeNull();
  });

  it("03: an account call that gets no answer or a 5xx lands; a refusal and the gate's calls do not", async () => {
    for (const failure of [new TypeError('Failed to fetch'), new StoreApiError(503, 'Service Unavailable')]) {
      const h = harness();
      await expect(
        h.session.secureCall(async () => {
          throw failure;
        }, 'land'),
      ).rejects.toMatchObject({ ec: '03' });
      expect(h.landings).toEqual(['03']);
    }
    const h = harness();
    await expect(
      h.session.secureCall(async () => {
        throw new StoreApiError(429, 'Too many');
      }, 'land'),
    ).rejects.toMatchObject({ status: 429 });
    await expect(
      h.session.secureCall(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(h.landings).toEqual([]);
  });

  it('04: the refresh after a 401 is refused', async () => {
    const h = harness({ refresh: async () => ({ kind: 'refused' }) });
    await expect(
      h.session.secureCall(async () => {
        throw unauthorized();
      }),
    ).rejects.toMatchObject({ ec: '04' });
    expect(h.landings).toEqual(['04']);
  });
});
