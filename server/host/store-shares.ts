/**
 * Fairness between stores on one host (docs/security.md, "Load shedding"): no store holds more than
 * three quarters of the host's requests in flight or of its page-render places (running and
 * queued), so one store's flood (a sale's rush, a crawler, a load test) is shed while another store's
 * shoppers still find room. A store here is the address a request came to (its host, and the
 * `?store=` of a shared platform host): counted before the store is looked up, at no cost.
 */
import type { FastifyRequest } from 'fastify';

/** The part of a host's capacity one store may hold. */
export const STORE_SHARE = 0.75;

/** The most of `capacity` one store may hold: at least one, and always less than all of it when there is more than one. */
export function storeShareOf(capacity: number): number {
  return Math.max(1, Math.min(capacity - 1, Math.floor(capacity * STORE_SHARE)));
}

/** What each store holds of one capacity. */
export class StoreShares {
  private readonly held = new Map<string, number>();

  constructor(readonly share: number) {}

  /** Takes a place for `store` (the function returned gives it back, once), or null when it holds its share. */
  take(store: string): (() => void) | null {
    const now = this.held.get(store) ?? 0;
    if (now >= this.share) return null;
    this.held.set(store, now + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.held.get(store) ?? 1) - 1;
      if (left <= 0) this.held.delete(store);
      else this.held.set(store, left);
    };
  }

  holding(store: string): number {
    return this.held.get(store) ?? 0;
  }
}

/** The address a request came to: its host, with the `?store=` that picks a store on a shared host. */
export function storeKeyOf(request: FastifyRequest): string {
  const host = (request.host ?? '').toLowerCase();
  const query = request.query as { store?: unknown } | undefined;
  const chosen = typeof query?.store === 'string' ? query.store.toLowerCase().slice(0, 64) : '';
  return chosen ? `${host}?${chosen}` : host;
}
