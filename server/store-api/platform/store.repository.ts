/** Reads stores and their themes. The host name chooses the store only here, at GetWebInfo. */
import { and, eq, isNull, or } from 'drizzle-orm';
import { storeDomains } from '../../../src/domain/store/store-domains';
import { normalizeHost } from '../../../src/domain/store/store-resolution';
import { isRecordId } from '../../../src/domain/validation/record-id';
import type { Db } from './database/client';
import { stores, themes } from './platform.tables';

export type StoreRow = typeof stores.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export class StoreRepository {
  constructor(private readonly deps: { db: Db }) {}

  /**
   * `Domain` is a store name (`aurora`: `?store=` on a platform host) or a full host, which must be
   * one of the store's configured domains (store-domains.ts): `aurora.evil.example` is no store, so
   * no page, sitemap or link is ever built on a host the store does not own.
   */
  async findByDomain(domain: string): Promise<StoreRow | null> {
    const host = normalizeHost(domain);
    if (!host.includes('.')) {
      const rows = await this.deps.db.select().from(stores).where(eq(stores.name, host)).limit(1);
      return rows[0] ?? null;
    }
    const firstLabel = host.slice(0, host.indexOf('.'));
    const rows = await this.deps.db
      .select()
      .from(stores)
      .where(or(eq(stores.domain, host), eq(stores.subDomain, firstLabel), eq(stores.mainDomain, host)))
      .limit(20);
    return rows.find((row) => storeDomains(row)[0] === host) ?? rows.find((row) => storeDomains(row).includes(host)) ?? null;
  }

  async findById(id: number): Promise<StoreRow | null> {
    const rows = await this.deps.db.select().from(stores).where(eq(stores.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /**
   * The requested theme when it belongs to the store, else the store's active theme. An id no row
   * can have (beyond int4) is not looked up: the database would refuse the comparison itself.
   */
  async findTheme(store: StoreRow, themeId: number | null): Promise<ThemeRow | null> {
    const wanted = themeId !== null && isRecordId(themeId) ? themeId : store.activeThemeId;
    if (wanted != null) {
      const rows = await this.deps.db
        .select()
        .from(themes)
        .where(and(eq(themes.id, wanted), eq(themes.storeId, store.id)))
        .limit(1);
      if (rows[0]) return rows[0];
    }
    const fallback = await this.deps.db.select().from(themes).where(eq(themes.storeId, store.id)).limit(1);
    return fallback[0] ?? null;
  }

  /** The stores that serve: a suspended one (decision 93) is listed by the operator command only. */
  async listStores(): Promise<Array<Pick<StoreRow, 'id' | 'name' | 'title' | 'isMaintenance' | 'isPasswordProtected'>>> {
    return this.deps.db
      .select({
        id: stores.id,
        name: stores.name,
        title: stores.title,
        isMaintenance: stores.isMaintenance,
        isPasswordProtected: stores.isPasswordProtected,
      })
      .from(stores)
      .where(isNull(stores.suspendedAt))
      .orderBy(stores.id);
  }
}
