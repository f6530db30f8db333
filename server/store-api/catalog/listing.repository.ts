/**
 * Listing reads that stay fast at 100,000 products (docs/listings.md). A page is built from its own
 * ids: one statement selects only the ids of the page (filters and sort on a listing index, a page
 * past the middle read from the end), a second reads the card data (pictures, stock, brand, category)
 * for those ids alone. The total and the facets come from one aggregate pass (listing-summary.ts)
 * kept in the short cache apart from sort and page. A keyword with no exact match gets a second,
 * fuzzy pass (trigram word similarity) so a typo still finds products.
 */
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { pageCountOf, type ListingRequest, type ListingResult, type ListingScopeRef } from '../../../src/domain/catalog/listing-result';
import { storeKey, TtlCache } from '../platform/ttl-cache';
import { cardColumns, toProductCard } from './card-columns';
import type { Db } from '../platform/database/client';
import { brands, categories, products } from './catalog.tables';
import { filtersExcept } from './listing-conditions';
import { groupScope, type GroupScope } from './group-rule-condition';
import { orderOf, pageWindow, type PageWindow } from './listing-order';
import { baseOf, summaryOf, summaryQuery, withChosenBrands, type ListingInput, type ListingSummary } from './listing-summary';

/** The database or a transaction on it. */
type Reader = Pick<Db, 'select' | 'execute'>;

/** Low enough for one wrong or missing letter in a 4-6 letter word ('lnen' is 0.4 like 'linen'). */
const FUZZY_THRESHOLD = 0.4;

/**
 * Lets waiting requests run between statements. PGlite runs a statement on this thread, and the
 * statements of one listing follow each other as promise continuations, which would keep every other
 * request (the health call included) waiting for the whole listing rather than one statement.
 */
const turnForOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs listing statements in one read-only transaction, planned for short statements on hot data:
 * - the JIT off: on PostgreSQL compiling a listing's plan took longer than running it (3.6 s of an
 *   8.1 s statement at 100,000 products);
 * - no parallel workers: on a busy host their start-up cost more than the scan they share (the
 *   facet pass over 100,000 index entries took 130-145 ms with two workers, 25-30 ms without);
 * - random_page_cost 1.1, the usual value for data in memory or on SSD (PGlite is all in memory):
 *   with the default 4 the planner priced a full index-only scan of the narrow listing index above
 *   a sequential scan of the wide products rows, which ran two to four times slower.
 * The fuzzy pass also lowers the word-similarity threshold, which keeps its `<%` operator indexable.
 * set_config(name, value, true) is SET LOCAL, on PostgreSQL and on PGlite alike.
 */
export async function readListing<T>(db: Db, fuzzy: boolean, work: (tx: Reader) => Promise<T>): Promise<T> {
  await turnForOthers();
  return db.transaction(
    async (tx) => {
      const settings = {
        jit: 'off',
        max_parallel_workers_per_gather: '0',
        random_page_cost: '1.1',
        ...(fuzzy ? { 'pg_trgm.word_similarity_threshold': String(FUZZY_THRESHOLD) } : {}),
      };
      await tx.execute(
        sql`select ${sql.join(
          Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
          sql`, `,
        )}`,
      );
      return work(tx);
    },
    { accessMode: 'read only' },
  );
}

/** The listing's group when it is chosen by hand (its owner's order stands for popularity), else null. */
const manualGroupOf = (input: ListingInput): number | null => (input.group && !input.group.rule ? input.group.id : null);

export class ListingRepository {
  /** Totals and facets by store, scope, keyword and filters: paging and re-sorting reuse them. */
  private readonly summaries: TtlCache<ListingSummary>;

  constructor(private readonly deps: { db: Db; cacheTtlMs?: number }) {
    this.summaries = new TtlCache({ ttlMs: deps.cacheTtlMs ?? 5_000, maxEntries: 2_000 });
  }

  async listing(webId: number, scope: ListingScopeRef, request: ListingRequest): Promise<ListingResult> {
    const exact: ListingInput = { webId, scope, request, fuzzy: false, group: await this.groupOf(webId, scope) };
    const summary = await this.summary(exact);
    if (summary.total === 0 && request.keyword) {
      const close: ListingInput = { ...exact, fuzzy: true };
      const closeSummary = await this.summary(close);
      if (closeSummary.total > 0) return { ...(await this.page(close, closeSummary)), approximate: true };
    }
    return this.page(exact, summary);
  }

  /** A product group's rule is read first, so its members are worked out by the listing's own statements (decision 100). */
  private async groupOf(webId: number, scope: ListingScopeRef): Promise<GroupScope | null> {
    return scope.kind === 'collection' ? groupScope(this.deps.db, webId, scope.id) : null;
  }

  /** Forgets one store's cached totals (its catalogue changed), or every store's. */
  forgetStore(webId?: number): void {
    this.summaries.forgetStore(webId);
  }

  /** The statements of a listing as it runs now, for EXPLAIN (run them inside readListing). */
  async statements(
    webId: number,
    scope: ListingScopeRef,
    request: ListingRequest,
  ): Promise<Array<{ name: 'summary' | 'page ids' | 'cards'; query: SQLWrapper }>> {
    const input: ListingInput = { webId, scope, request, fuzzy: false, group: await this.groupOf(webId, scope) };
    const window = pageWindow((await this.summary(input)).total, request.page, request.pageSize) ?? {
      offset: 0,
      limit: request.pageSize,
      reversed: false,
    };
    const ids = this.pageIdsQuery(this.deps.db, input, window);
    const pageIds = (await ids).map((row) => row.id);
    return [
      { name: 'summary', query: summaryQuery(this.deps.db, input) },
      { name: 'page ids', query: ids },
      { name: 'cards', query: this.cardsQuery(this.deps.db, webId, pageIds) },
    ];
  }

  private summary(input: ListingInput): Promise<ListingSummary> {
    // Everything but sort and page: the keyword, its fields and every filter's fields.
    const { sort: _sort, page: _page, pageSize: _pageSize, ...narrowing } = input.request;
    return this.summaries.get(storeKey(input.webId, JSON.stringify([input.scope, narrowing, input.fuzzy])), () =>
      readListing(this.deps.db, input.fuzzy, async (tx) => {
        const summary = summaryOf(await summaryQuery(tx, input));
        return { ...summary, brands: await withChosenBrands(tx, input, summary.brands) };
      }),
    );
  }

  private async page(input: ListingInput, summary: ListingSummary): Promise<ListingResult> {
    const { request } = input;
    const window = pageWindow(summary.total, request.page, request.pageSize);
    const cards =
      window === null
        ? []
        : await readListing(this.deps.db, input.fuzzy, async (tx) => {
            const ids = (await this.pageIdsQuery(tx, input, window)).map((row) => row.id);
            if (window.reversed) ids.reverse();
            await turnForOthers();
            const rows = ids.length === 0 ? [] : await this.cardsQuery(tx, input.webId, ids);
            const byId = new Map(rows.map((row) => [row.id, row]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          });
    return {
      products: cards.map(toProductCard),
      total: summary.total,
      page: request.page,
      pageCount: pageCountOf(summary.total, request.pageSize),
      approximate: false,
      ...(manualGroupOf(input) === null ? {} : { ownerOrder: true }),
      facets: { brands: summary.brands, price: summary.price, availability: { inStock: summary.inStock } },
    };
  }

  /** Only the ids of the page: no card data is read for the rows a deep page skips. */
  private pageIdsQuery(db: Reader, input: ListingInput, window: PageWindow) {
    return db
      .select({ id: products.id })
      .from(products)
      .where(and(baseOf(input), filtersExcept(input.webId, input.request)))
      .orderBy(...orderOf(input.request, window.reversed, manualGroupOf(input)))
      .limit(window.limit)
      .offset(window.offset);
  }

  private cardsQuery(db: Reader, webId: number, ids: number[]) {
    return db
      .select(cardColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.storeId, webId), inArray(products.id, ids)));
  }
}
