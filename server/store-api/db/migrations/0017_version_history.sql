ALTER TABLE "theme_versions" ADD COLUMN "published_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "theme_versions" ADD COLUMN "note" text DEFAULT '' NOT NULL;