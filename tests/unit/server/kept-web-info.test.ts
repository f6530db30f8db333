/**
 * Stores' web info kept between server renders (kept-web-info.ts over the host's web-info-keeper.ts):
 * a kept store answers without a store API call and with a guest pair signed for this visitor only
 * when they hold none; a store event drops that store's entries, and an answer an event overtook is
 * not kept; a signed preview's answer (a draft) is never kept.
 */
import { describe, expect, it } from 'vitest';
import { keptWebInfo } from '../../../src/application/storefront/kept-web-info';
import type { WebInfoPort, WebInfoResult } from '../../../src/application/ports/web-info.port';
import type { TokenPair, WebInfo } from '../../../src/domain/store/web-info';
import { HostWebInfoKeeper } from '../../../server/host/ssr/web-info-keeper';
import { loadStorefront } from '../../../src/application/storefront/load-storefront';
import type { TokenStore } from '../../../src/application/ports/token-store.port';

function setUp() {
  let issued = 0;
  let themeData = '{"sections":[]}';
  const calls: string[] = [];
  const clock = { now: 0 };
  const keeper = new HostWebInfoKeeper({
    ttlMs: 5000,
    maxEntries: 10,
    guestTokens: (webID) => ({ accessToken: `a${webID}-${(issued += 1)}`, refreshToken: `r${webID}-${issued}` }),
    now: () => clock.now,
  });
  let pending: Array<() => void> = [];
  const port: WebInfoPort = {
    async getWebInfo(query) {
      calls.push(`${query.domain}${query.previewKey ? ' preview' : ''}`);
      const answer = {
        webID: 7,
        themeSettings: { themeID: 1, themeData, themeCSS: '' },
        tokens: { accessToken: 'issued-a', refreshToken: 'issued-r' },
        ...(query.previewKey ? { previewToken: 'p' } : {}),
      } as unknown as WebInfo;
      if (query.domain === 'slow') await new Promise<void>((resolve) => pending.push(resolve));
      return { ok: true, info: answer } as WebInfoResult;
    },
  };
  const release = () => {
    for (const resolve of pending) resolve();
    pending = [];
  };
  return {
    webInfo: keptWebInfo(port, keeper),
    keeper,
    calls,
    clock,
    release,
    setThemeData: (text: string) => (themeData = text),
    signed: () => issued,
  };
}

/** The pair an answer hands a visitor who holds none: the answer's own, or a kept answer's, signed when asked. */
const tokensOf = (result: WebInfoResult) => (result.ok ? (result.info.tokens ?? result.guestTokens?.()) : null);

/** A visitor's token cookies, as the render's token store reads them. */
function visitorTokens(pair: TokenPair | null): TokenStore & { pair: TokenPair | null } {
  return {
    pair,
    read() {
      return this.pair;
    },
    write(tokens) {
      this.pair = tokens;
    },
    clear() {
      this.pair = null;
    },
  };
}
const decode = (token: string) => ({ WebID: Number(/^a(\d+)/.exec(token)?.[1] ?? 0), UserID: '0' });
const load = (webInfo: WebInfoPort, tokens: TokenStore) =>
  loadStorefront({ webInfo, tokens, decodeTokenPayload: decode }, { domain: 'aurora', themeId: null, notFoundUrl: '/404' });

describe('kept web info', () => {
  it('answers a kept store without a call, with a guest pair of this visitor’s own', async () => {
    const { webInfo, calls } = setUp();
    const first = await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    const second = await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    const third = await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    expect(calls).toEqual(['aurora']);
    expect(tokensOf(first)).toEqual({ accessToken: 'issued-a', refreshToken: 'issued-r' });
    expect(tokensOf(second)?.refreshToken).toBe('r7-1');
    expect(tokensOf(third)?.refreshToken).toBe('r7-2');
    expect(second.ok && second.info.themeSettings).toEqual(first.ok && first.info.themeSettings);
    expect(Object.isFrozen(second.ok && second.info.themeSettings)).toBe(true);
  });

  it('reads the store again after its event, after its lifetime, and for another theme', async () => {
    const { webInfo, keeper, calls, clock, setThemeData } = setUp();
    await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    setThemeData('{"sections":[{"published":true}]}');
    keeper.forget(7);
    const after = await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    expect(after.ok && after.info.themeSettings.themeData).toContain('published');
    clock.now = 5000;
    await webInfo.getWebInfo({ domain: 'aurora', themeId: null });
    await webInfo.getWebInfo({ domain: 'aurora', themeId: 2 });
    expect(calls).toEqual(['aurora', 'aurora', 'aurora', 'aurora']);
  });

  it('keeps no answer an event overtook, and never a signed preview’s', async () => {
    const { webInfo, keeper, calls, release } = setUp();
    const overtaken = webInfo.getWebInfo({ domain: 'slow', themeId: null });
    await Promise.resolve();
    keeper.forget(7);
    release();
    await overtaken;
    await webInfo.getWebInfo({ domain: 'aurora', themeId: null, previewKey: 'key' });
    await webInfo.getWebInfo({ domain: 'aurora', themeId: null, previewKey: 'key' });
    const again = webInfo.getWebInfo({ domain: 'slow', themeId: null });
    await Promise.resolve();
    release();
    await again;
    expect(calls).toEqual(['slow', 'aurora preview', 'aurora preview', 'slow']);
  });

  it('signs no pair for a visitor who holds tokens of the store, and one for a visitor who holds none', async () => {
    const { webInfo, signed } = setUp();
    await load(webInfo, visitorTokens(null));
    const returning = visitorTokens({ accessToken: 'a7-own', refreshToken: 'r7-own' });
    await load(webInfo, returning);
    await load(webInfo, returning);
    expect(signed()).toBe(0);
    expect(returning.pair).toEqual({ accessToken: 'a7-own', refreshToken: 'r7-own' });
    const newcomer = visitorTokens(null);
    await load(webInfo, newcomer);
    expect(signed()).toBe(1);
    expect(newcomer.pair).toEqual({ accessToken: 'a7-1', refreshToken: 'r7-1' });
  });
});
