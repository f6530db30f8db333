/**
 * Stores' web info kept between server renders (kept-web-info.ts over the host's web-info-keeper.ts):
 * a kept store answers without a store API call and with a guest pair issued for this visitor; a
 * store event drops that store's entries, and an answer an event overtook is not kept; a signed
 * preview's answer (a draft) is never kept.
 */
import { describe, expect, it } from 'vitest';
import { keptWebInfo } from '../../../src/application/storefront/kept-web-info';
import type { WebInfoPort, WebInfoResult } from '../../../src/application/ports/web-info.port';
import type { WebInfo } from '../../../src/domain/store/web-info';
import { HostWebInfoKeeper } from '../../../server/host/ssr/web-info-keeper';

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
  return { webInfo: keptWebInfo(port, keeper), keeper, calls, clock, release, setThemeData: (text: string) => (themeData = text) };
}

const tokensOf = (result: WebInfoResult) => (result.ok ? result.info.tokens : null);

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
});
