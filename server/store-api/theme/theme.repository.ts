/**
 * The owner's view of a store's theme: the active theme, its draft, its published versions, and the
 * store's media. Every query names the store id from the owner token.
 */
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { describeThemeChanges, themeChanges } from '../../../src/domain/studio/theme-changes';
import type { Section } from '../../../src/domain/sections/section';
import { parseThemeDocument } from '../../../src/domain/theme/theme-document';
import type { Db } from '../platform/database/client';
import type { AuditRecord } from '../platform/audit-trail';
import { media, themeDrafts, themeVersions } from './theme.tables';
import { stores, themes } from '../platform/platform.tables';

export interface EditableTheme {
  themeID: number;
  name: string;
  published: string;
  themeCSS: string;
  previewGeneration: number;
  draft: { themeData: string; revision: number; updatedAt: Date } | null;
}

export class ThemeRepository {
  constructor(private readonly deps: { db: Db }) {}

  /** The store's active theme (or its first), with the owner's draft of it when there is one. */
  async editable(storeId: number): Promise<EditableTheme | null> {
    const { db } = this.deps;
    const [store] = await db.select({ active: stores.activeThemeId }).from(stores).where(eq(stores.id, storeId)).limit(1);
    if (!store) return null;
    const candidates = await db.select().from(themes).where(eq(themes.storeId, storeId)).orderBy(themes.id);
    const theme = candidates.find((t) => t.id === store.active) ?? candidates[0];
    if (!theme) return null;
    const [draft] = await db
      .select()
      .from(themeDrafts)
      .where(and(eq(themeDrafts.themeId, theme.id), eq(themeDrafts.storeId, storeId)))
      .limit(1);
    return {
      themeID: theme.id,
      name: theme.name,
      published: theme.themeData,
      themeCSS: theme.themeCss,
      previewGeneration: theme.previewGeneration,
      draft: draft ? { themeData: draft.themeData, revision: draft.revision, updatedAt: draft.updatedAt } : null,
    };
  }

  /** Moves the theme's preview generation on: every preview link signed before stops working. Returns the new one. */
  async revokePreviewLinks(storeId: number, themeId: number): Promise<number | null> {
    const [row] = await this.deps.db
      .update(themes)
      .set({ previewGeneration: sql`${themes.previewGeneration} + 1` })
      .where(and(eq(themes.id, themeId), eq(themes.storeId, storeId)))
      .returning({ generation: themes.previewGeneration });
    return row?.generation ?? null;
  }

  async draftOf(storeId: number, themeId: number): Promise<string | null> {
    const [draft] = await this.deps.db
      .select({ themeData: themeDrafts.themeData })
      .from(themeDrafts)
      .where(and(eq(themeDrafts.themeId, themeId), eq(themeDrafts.storeId, storeId)))
      .limit(1);
    return draft?.themeData ?? null;
  }

  /** Writes the draft; with `expected` set, only if the stored revision is still that one. Returns the new revision or null on conflict. */
  async saveDraft(
    storeId: number,
    themeId: number,
    themeData: string,
    expected: number | undefined,
  ): Promise<{ revision: number; updatedAt: Date } | null> {
    return this.deps.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ revision: themeDrafts.revision })
        .from(themeDrafts)
        .where(and(eq(themeDrafts.themeId, themeId), eq(themeDrafts.storeId, storeId)))
        .for('update')
        .limit(1);
      if (expected !== undefined && (current?.revision ?? 0) !== expected) return null;
      const revision = (current?.revision ?? 0) + 1;
      const updatedAt = new Date();
      if (current) await tx.update(themeDrafts).set({ themeData, revision, updatedAt }).where(eq(themeDrafts.themeId, themeId));
      else await tx.insert(themeDrafts).values({ themeId, storeId, themeData, revision, updatedAt });
      return { revision, updatedAt };
    });
  }

  /**
   * Makes the draft (or, without one, the current data) the live theme and records the version, with
   * who published it and what changed from the theme that was live.
   */
  /**
   * rowPages: the sections the store's live pages keep in their rows (pages made before the studio
   * edited pages), which the live store shows: taking them into the theme is no change to describe.
   */
  async publish(
    storeId: number,
    themeId: number,
    themeData: string,
    publishedBy: string,
    rowPages: Record<string, Section[]> = {},
    /** The owner's audit log, written in the publish's transaction (decision 99). */
    audit?: AuditRecord,
  ): Promise<{ versionID: number; publishedAt: Date }> {
    return this.deps.db.transaction(async (tx) => {
      const publishedAt = new Date();
      const [live] = await tx
        .select({ themeData: themes.themeData })
        .from(themes)
        .where(and(eq(themes.id, themeId), eq(themes.storeId, storeId)))
        .for('update')
        .limit(1);
      const before = parseThemeDocument(live?.themeData);
      const note = describeThemeChanges(
        themeChanges({ ...before, pages: { ...rowPages, ...before.pages } }, parseThemeDocument(themeData)),
      );
      await tx
        .update(themes)
        .set({ themeData, updatedAt: publishedAt })
        .where(and(eq(themes.id, themeId), eq(themes.storeId, storeId)));
      await tx.update(stores).set({ activeThemeId: themeId }).where(eq(stores.id, storeId));
      const [version] = await tx
        .insert(themeVersions)
        .values({ storeId, themeId, themeData, publishedAt, publishedBy, note })
        .returning({ id: themeVersions.id });
      if (!version) throw new Error('publish: version not recorded');
      await audit?.(tx as unknown as Db, { action: 'theme.published', subject: `version ${version.id}`, changes: { note } });
      return { versionID: version.id, publishedAt };
    });
  }

  async versions(
    storeId: number,
    themeId: number,
  ): Promise<Array<{ versionID: number; publishedAt: Date; publishedBy: string; note: string }>> {
    return this.deps.db
      .select({
        versionID: themeVersions.id,
        publishedAt: themeVersions.publishedAt,
        publishedBy: themeVersions.publishedBy,
        note: themeVersions.note,
      })
      .from(themeVersions)
      .where(and(eq(themeVersions.storeId, storeId), eq(themeVersions.themeId, themeId)))
      .orderBy(desc(themeVersions.publishedAt), desc(themeVersions.id))
      .limit(100);
  }

  async version(storeId: number, versionId: number): Promise<{ themeId: number; themeData: string } | null> {
    const [row] = await this.deps.db
      .select({ themeId: themeVersions.themeId, themeData: themeVersions.themeData })
      .from(themeVersions)
      .where(and(eq(themeVersions.id, versionId), eq(themeVersions.storeId, storeId)))
      .limit(1);
    return row ?? null;
  }

  /** Image paths of the store's media library, for the studio's image pickers. */
  async images(storeId: number): Promise<string[]> {
    const rows = await this.deps.db
      .select({ path: media.path })
      .from(media)
      // The owner's own uploads first (a store's generated media can pass the limit), then by path.
      .where(and(eq(media.storeId, storeId), like(media.contentType, 'image/%')))
      .orderBy(sql`${media.path} like '%/uploads/%' desc`, media.path)
      .limit(500);
    return rows.map((row) => row.path);
  }
}
