ALTER TABLE "product_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Pictures stored before alt text was asked for are described by their product's name until the owner writes better (decision 89).
UPDATE "product_images" SET "alt" = "products"."name" FROM "products" WHERE "products"."id" = "product_images"."product_id" AND "product_images"."alt" = '';
