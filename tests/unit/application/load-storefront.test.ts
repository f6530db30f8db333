import { describe, expect, it } from 'vitest';
import type { TokenStore } from '../../../src/application/ports/token-store.port';
import type { WebInfoPort, WebInfoResult } from '../../../src/application/ports/web-info.port';
import { loadStorefront } from '../../../src/application/storefront/load-storefront';
import type { TokenPair, WebInfo } from '../../../src/domain/store/web-info';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';

class FakeTokens implements TokenStore {
  constructor(public pair: TokenPair | null = null) {}
  read() {
    return this.pair;
  }
  write(tokens: TokenPair) {
    this.pair = tokens;
  }
  clear() {
    this.pair = null;
  }
}

const token = (webId: number) => `t.${JSON.stringify({ WebID: webId, UserID: '0' })}`;
const decode = (t: string) => JSON.parse(t.slice(2));
const answer = (result: WebInfoResult): WebInfoPort => ({ getWebInfo: async () => result });
const info = (overrides: Partial<WebInfo> = {}): WebInfo => ({
  ...MOCK_STORE,
  tokens: { accessToken: token(MOCK_STORE.webID), refreshToken: 'r' },
  ...overrides,
});
const input = { domain: 'mock', themeId: null, notFoundUrl: 'https://webx.example/404' };

describe('loading the store (spec sections 1, 7, 8)', () => {
  it('clears tokens and sends an unknown store to the not-found page with ec=CODE_0001', async () => {
    const tokens = new FakeTokens({ accessToken: token(9), refreshToken: 'r' });
    const load = await loadStorefront({ webInfo: answer({ ok: false, code: 'CODE_0001' }), tokens, decodeTokenPayload: decode }, input);
    expect(load).toEqual({ kind: 'redirect', url: 'https://webx.example/404?ec=CODE_0001' });
    expect(tokens.pair).toBeNull();
  });

  it('treats web info without a webID as CODE_0002', async () => {
    const tokens = new FakeTokens();
    const load = await loadStorefront(
      { webInfo: answer({ ok: true, info: info({ webID: 0 }) }), tokens, decodeTokenPayload: decode },
      input,
    );
    expect(load).toEqual({ kind: 'redirect', url: 'https://webx.example/404?ec=CODE_0002' });
  });

  it("honours the store's redirectURL", async () => {
    const load = await loadStorefront(
      {
        webInfo: answer({ ok: true, info: info({ redirectURL: 'https://new.example/' }) }),
        tokens: new FakeTokens(),
        decodeTokenPayload: decode,
      },
      input,
    );
    expect(load).toEqual({ kind: 'redirect', url: 'https://new.example/' });
  });

  it("adopts the guest tokens when the visitor holds none, or holds another store's", async () => {
    const none = new FakeTokens();
    await loadStorefront({ webInfo: answer({ ok: true, info: info() }), tokens: none, decodeTokenPayload: decode }, input);
    expect(none.pair?.accessToken).toBe(token(MOCK_STORE.webID));
    const foreign = new FakeTokens({ accessToken: token(77), refreshToken: 'old' });
    await loadStorefront({ webInfo: answer({ ok: true, info: info() }), tokens: foreign, decodeTokenPayload: decode }, input);
    expect(foreign.pair?.refreshToken).toBe('r');
  });

  it("keeps the visitor's own tokens for this store and never exposes tokens in the store data", async () => {
    const own = new FakeTokens({ accessToken: token(MOCK_STORE.webID), refreshToken: 'mine' });
    const load = await loadStorefront({ webInfo: answer({ ok: true, info: info() }), tokens: own, decodeTokenPayload: decode }, input);
    expect(own.pair?.refreshToken).toBe('mine');
    expect(load.kind === 'store' && 'tokens' in load.info).toBe(false);
  });
});
