ALTER TABLE "products" ADD COLUMN "weight_unit" text DEFAULT 'g' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "compare_at_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "is_hide_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "weight_unit" text DEFAULT 'g' NOT NULL;