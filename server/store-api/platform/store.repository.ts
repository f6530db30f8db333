/**
 * Reads stores and their themes. The host name chooses the store only here, at GetWebInfo: a store's
 * name, `<name>.<platform domain>` (every store, no row needed), or a verified domain of its own
 * (store_domains, decision 98). Each row comes with the store's address as it is now: its primary
 * domain in `domain` and `<name>.<platform domain>` in the subdomain fields, whatever older rows hold
 * there, so links, sitemaps and mail (store-domains.ts) follow the primary domain.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { normalizeHost } from '../../../src/domain/store/store-resolution';
import { isRecordId } from '../../../src/domain/validation/record-id';
import type { Db } from './database/client';
import { stores, themes } from './platform.tables';
import { storeDomains } from './store-domains.tables';

export type StoreRow = typeof stores.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

/** `localhost` unless PLATFORM_DOMAIN says otherwise (config.ts). */
export const DEFAULT_PLATFORM_DOMAIN = 'localhost';

export class StoreRepository {
  readonly platformDomain: string;

  constructor(private readonly deps: { db: Db; platformDomain?: string }) {
    this.platformDomain = deps.platformDomain ?? DEFAULT_PLATFORM_DOMAIN;
  }

  /**
   * `Domain` is a store name (`aurora`: `?store=` on a platform host) or a full host: `aurora.<platform
   * domain>`, or a domain the store proved it owns. Anything else is no store (`aurora.evil.example`,
   * a domain still unverified), so no page, sitemap or link is ever built on a host the store does not own.
   */
  async findByDomain(domain: string): Promise<StoreRow | null> {
    const host = normalizeHost(domain);
    const suffix = `.${this.platformDomain}`;
    const label = !host.includes('.') ? host : host.endsWith(suffix) ? host.slice(0, -suffix.length) : null;
    if (label !== null) return label && !label.includes('.') ? this.findOne(eq(stores.name, label)) : null;
    const [owned] = await this.deps.db
      .select({ storeId: storeDomains.storeId })
      .from(storeDomains)
      .where(and(eq(storeDomains.host, host), eq(storeDomains.state, 'verified')))
      .limit(1);
    return owned ? this.findOne(eq(stores.id, owned.storeId)) : null;
  }

  /** One store with its address as it is now (its primary domain joined in one query). */
  private async findOne(where: ReturnType<typeof eq>): Promise<StoreRow | null> {
    const [row] = await this.deps.db
      .select({ store: stores, primary: storeDomains.host })
      .from(stores)
      .leftJoin(storeDomains, and(eq(storeDomains.storeId, stores.id), eq(storeDomains.isPrimary, true)))
      .where(where)
      .limit(1);
    return row ? this.withAddress(row.store, row.primary) : null;
  }

  /** The row's address fields as the store answers now: its primary domain, and its platform address. */
  withAddress(store: StoreRow, primary: string | null): StoreRow {
    return { ...store, domain: primary, mainDomain: this.platformDomain, subDomain: store.name, isSubDomain: true };
  }

  async findById(id: number): Promise<StoreRow | null> {
    return this.findOne(eq(stores.id, id));
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
