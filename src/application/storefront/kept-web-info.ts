/**
 * The store's web info kept between server renders (decision 48): GetWebInfo answered every render
 * with the whole theme document, through the store API's HTTP emulation, JSON and the answer's
 * schema, though it changes only when the owner changes the store. The host owns the keeper (it
 * drops a store's entries on that store's events, like its page cache) and hands it to each
 * render's services (server-root.ts); a kept answer's guest pair is signed for this visitor only
 * when they hold none (load-storefront.ts). A signed preview's answer (a draft, the preview
 * token) is never kept.
 */
import { deepFreeze } from './deep-freeze';
import type { TokenPair, WebInfo } from '../../domain/store/web-info';
import type { WebInfoPort } from '../ports/web-info.port';

export type KeptWebInfo = Readonly<Omit<WebInfo, 'tokens'>>;

export interface WebInfoKeeper {
  /** Where a call starts: its answer is kept only if no store event came before it ends. */
  readonly epoch: number;
  find(key: string): KeptWebInfo | null;
  keep(key: string, info: KeptWebInfo, since: number): void;
  /** A new guest pair for the store (the embedded store API's, two HMACs). */
  guestTokens(webID: number): TokenPair;
}

export function keptWebInfo(port: WebInfoPort, keeper: WebInfoKeeper): WebInfoPort {
  return {
    async getWebInfo(query) {
      if (query.previewKey) return port.getWebInfo(query);
      const key = `${query.domain}\u0000${query.themeId ?? ''}`;
      const kept = keeper.find(key);
      // Signed only for a visitor who holds no tokens (load-storefront.ts): most requests carry theirs.
      if (kept) return { ok: true, info: kept, guestTokens: () => keeper.guestTokens(kept.webID) };
      const since = keeper.epoch;
      const result = await port.getWebInfo(query);
      if (result.ok && result.info.webID && !result.info.previewToken) {
        const { tokens: _visitors, ...info } = result.info;
        keeper.keep(key, deepFreeze(info), since);
      }
      return result;
    },
  };
}
