/**
 * Closed stores are closed at every call, not only at the storefront's pages (docs/security.md). After the
 * token names the store, the gate asks whether the store is open to this caller: the owner's
 * read-only preview token, or a pass that opens the store in its state (bypass-signer.ts: a
 * visitor's password pass opens a password-protected store, an owner's pass either), sent as the
 * X-Store-Pass header the storefront's server forwards or as the mbypass_<webID> cookie a browser
 * sends to a same-origin store API. Everyone else gets 503 (maintenance) or 403 (password). A store
 * the operator suspended (decision 93) is closed to every caller, previews and passes included.
 * The password check itself and the owner's calls do not pass this gate.
 */
import type { ReadCall } from './read-route';
import { bypassCookieName } from '../../../src/domain/store/maintenance';
import { storeKey, TtlCache } from './ttl-cache';
import { passOpens, type BypassSigner } from './bypass-signer';
import type { StoreRepository } from './store.repository';
import type { AccessClaims } from './token.service';

export const STORE_PASS_HEADER = 'x-store-pass';

interface StoreFlags {
  isMaintenance: boolean;
  isPasswordProtected: boolean;
  passwordHash: string | null;
  isSuspended: boolean;
}

export type GateRefusal = { status: 403 | 503; message: string };

export class StoreGate {
  // Every guarded call asks; a two-second lifetime (and forget() on every store event) keeps it prompt.
  private readonly flags = new TtlCache<StoreFlags | null>({ ttlMs: 2_000, maxEntries: 1_000 });

  constructor(private readonly deps: { stores: StoreRepository; bypass: BypassSigner }) {}

  /**
   * `previewOpens`: whether the owner's preview token opens the closed store for this call. Only the
   * reads the editor's frame makes do (decision 71): cards, listings, pages and the product page.
   */
  async refusal(request: Pick<ReadCall, 'headers' | 'cookies'>, claims: AccessClaims, previewOpens = true): Promise<GateRefusal | null> {
    const store = await this.flags.get(storeKey(claims.WebID), async () => {
      const row = await this.deps.stores.findById(claims.WebID);
      return row
        ? {
            isMaintenance: row.isMaintenance,
            isPasswordProtected: row.isPasswordProtected,
            passwordHash: row.storePasswordHash,
            isSuspended: row.suspendedAt !== null,
          }
        : null;
    });
    if (store?.isSuspended) return { status: 503, message: 'STORE_UNAVAILABLE: this store is unavailable' };
    if (!store || (claims.preview && previewOpens) || (!store.isMaintenance && !store.isPasswordProtected)) return null;
    const pass = headerValue(request.headers[STORE_PASS_HEADER]) ?? request.cookies?.[bypassCookieName(claims.WebID)];
    if (pass && passOpens(this.deps.bypass.verify(claims.WebID, pass, store.passwordHash), store)) return null;
    return store.isMaintenance
      ? { status: 503, message: 'STORE_CLOSED: this store is closed for maintenance' }
      : { status: 403, message: 'STORE_LOCKED: this store is password protected' };
  }

  /** Forgets one store's flags, or every store's (after missed events). */
  forget(webId?: number): void {
    if (webId === undefined) this.flags.clear();
    else this.flags.forgetStore(webId);
  }
}

const headerValue = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 300 ? value : undefined);
