/**
 * The Theme Studio's tables: the store's media library, theme drafts and published versions.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores, themes } from '../platform/platform.tables';

/** Generated demo media (SVG), served at the static CDN base; path is what `media://` URLs name. */
export const media = pgTable('media', {
  path: text('path').primaryKey(),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  /** SVG as text, other pictures base64 (theme/database-media-objects.ts); empty when the bytes are in object storage (decision 105). */
  body: text('body').notNull(),
  /** What the picture shows, for shoppers who cannot see it; required for uploads (migration 0021). */
  alt: text('alt').notNull().default(''),
});

/** The owner's unpublished edit of a theme (autosaved); the live store keeps showing themes.theme_data. */
export const themeDrafts = pgTable('theme_drafts', {
  themeId: integer('theme_id')
    .primaryKey()
    .references(() => themes.id, { onDelete: 'cascade' }),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  themeData: text('theme_data').notNull(),
  /** Bumped on every save, so a stale tab cannot overwrite a newer draft unknowingly. */
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every publish of a theme, newest last; an owner can restore one into the draft. */
export const themeVersions = pgTable(
  'theme_versions',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id, { onDelete: 'cascade' }),
    themeData: text('theme_data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner's e-mail; '' for the theme the store was created with. */
    publishedBy: text('published_by').notNull().default(''),
    /** What the publish changed, in words (theme-changes.ts), or "Original theme". */
    note: text('note').notNull().default(''),
  },
  (t) => [index('theme_versions_theme_idx').on(t.storeId, t.themeId, t.publishedAt)],
);
