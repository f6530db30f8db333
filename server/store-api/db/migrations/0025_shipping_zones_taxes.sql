CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"tax_rate" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_zones_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "shipping_zones_store_idx" ON "shipping_zones" USING btree ("store_id","position");
--> statement-breakpoint
-- Every store's methods shipped everywhere until now: one rest-of-the-world zone each keeps it so.
INSERT INTO "shipping_zones" ("store_id", "name") SELECT "id", 'Everywhere' FROM "stores";
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "zone_id" integer;
--> statement-breakpoint
UPDATE "shipping_methods" SET "zone_id" = z."id" FROM "shipping_zones" z WHERE z."store_id" = "shipping_methods"."store_id";
--> statement-breakpoint
ALTER TABLE "shipping_methods" ALTER COLUMN "zone_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "shipping_zones"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "kind" text DEFAULT 'flat' NOT NULL;
--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "tax_rounding" text DEFAULT 'total' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" numeric(12, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_mode" text DEFAULT 'exclusive' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rounding" text DEFAULT 'total' NOT NULL;
