/**
 * A store's custom pages as the studio manages them (docs/editor.md): their address, title and SEO fields
 * live in the `pages` row; their sections live in the theme (drafted and published with it). A page
 * made in the studio stays unpublished (404, not in the sitemap) until the owner publishes the theme.
 * Every query is scoped by the owner's store: another store's page id is simply not found.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Section } from '../../../src/domain/sections/section';
import { parseSections } from '../../../src/domain/theme/theme-document';
import type { CustomPage } from '../../../src/domain/pages/custom-page-rules';
import type { PageFieldsInput } from '../../../src/contracts/owner-pages.contract';
import type { Db } from '../platform/database/client';
import { brands, categories, collections, pages, products } from '../catalog/catalog.tables';
import { uniqueViolation } from '../platform/database/unique-violation';

type CustomPageSummary = CustomPage;

export type PageWrite = { ok: true; page: CustomPageSummary } | { ok: false; status: 404 | 409; message: string; field?: string };

const summary = (row: typeof pages.$inferSelect): CustomPageSummary => ({
  pageID: row.id,
  title: row.title,
  slug: row.slug,
  metaTitle: row.meta.metaTitle ?? '',
  metaDescription: row.meta.metaDesc ?? '',
  isPublished: row.isPublished,
});

const slugTaken = (slug: string): PageWrite => ({
  ok: false,
  status: 409,
  field: 'Slug',
  message: `/${slug} is already a page of this store: choose another slug`,
});

export class CustomPageRepository {
  constructor(private readonly deps: { db: Db }) {}

  async list(storeId: number): Promise<CustomPageSummary[]> {
    const rows = await this.deps.db.select().from(pages).where(eq(pages.storeId, storeId)).orderBy(asc(pages.title), asc(pages.id));
    return rows.map(summary);
  }

  /**
   * Sections of the store's live pages as their rows keep them (pages made before the studio edited
   * pages): an unpublished one is not put into the theme, where publishing would make it live.
   */
  async rowSections(storeId: number): Promise<Record<string, Section[]>> {
    const rows = await this.deps.db
      .select({ id: pages.id, sections: pages.sections })
      .from(pages)
      .where(and(eq(pages.storeId, storeId), eq(pages.isPublished, true)));
    return Object.fromEntries(rows.map((row) => [String(row.id), parseJson(row.sections)]));
  }

  async create(storeId: number, input: PageFieldsInput): Promise<PageWrite> {
    if (await this.catalogueHolds(storeId, input.Slug)) return slugTaken(input.Slug);
    try {
      const [row] = await this.deps.db
        .insert(pages)
        .values({ storeId, ...columns(input), isPublished: false })
        .returning();
      return row ? { ok: true, page: summary(row) } : { ok: false, status: 404, message: 'No such store' };
    } catch (error) {
      if (uniqueViolation(error)) return slugTaken(input.Slug);
      throw error;
    }
  }

  async update(storeId: number, pageId: number, input: PageFieldsInput): Promise<PageWrite> {
    if (await this.catalogueHolds(storeId, input.Slug)) return slugTaken(input.Slug);
    try {
      const [row] = await this.deps.db
        .update(pages)
        .set(columns(input))
        .where(and(eq(pages.id, pageId), eq(pages.storeId, storeId)))
        .returning();
      return row ? { ok: true, page: summary(row) } : { ok: false, status: 404, message: 'No such page' };
    } catch (error) {
      if (uniqueViolation(error)) return slugTaken(input.Slug);
      throw error;
    }
  }

  async remove(storeId: number, pageId: number): Promise<boolean> {
    const deleted = await this.deps.db
      .delete(pages)
      .where(and(eq(pages.id, pageId), eq(pages.storeId, storeId)))
      .returning({ id: pages.id });
    return deleted.length > 0;
  }

  /** Publishing the theme publishes the store's pages it holds sections for; true when one went live. */
  async publish(storeId: number, pageIds: number[]): Promise<boolean> {
    if (pageIds.length === 0) return false;
    const published = await this.deps.db
      .update(pages)
      .set({ isPublished: true })
      .where(and(eq(pages.storeId, storeId), inArray(pages.id, pageIds), eq(pages.isPublished, false)))
      .returning({ id: pages.id });
    return published.length > 0;
  }

  /**
   * A product, category, brand or collection at this slug would be found first at /{slug} (the page
   * resolver's order), hiding the page: the slug is taken.
   */
  private async catalogueHolds(storeId: number, slug: string): Promise<boolean> {
    const { db } = this.deps;
    const found = await Promise.all(
      [products, categories, brands, collections].map((table) =>
        db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.storeId, storeId), eq(table.slug, slug)))
          .limit(1),
      ),
    );
    return found.some((rows) => rows.length > 0);
  }
}

function columns(input: PageFieldsInput) {
  return { title: input.Title, slug: input.Slug, meta: { metaTitle: input.MetaTitle, metaDesc: input.MetaDescription } };
}

function parseJson(json: string): Section[] {
  try {
    return parseSections(JSON.parse(json));
  } catch {
    return [];
  }
}
