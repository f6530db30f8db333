DROP INDEX "products_store_price_idx";--> statement-breakpoint
DROP INDEX "products_store_created_idx";--> statement-breakpoint
DROP INDEX "products_store_popularity_idx";--> statement-breakpoint
DROP INDEX "products_store_rating_idx";--> statement-breakpoint
DROP INDEX "products_store_name_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- products.in_stock (issue 13): above zero in its variants' stock when it has any, else in its own.
-- Kept by triggers so listing filters and counts read one indexed column rather than probing the
-- variants of every row. Orders lock a product before its variants (order-stock.ts), and a variant
-- change writes its product only when the product's availability flips.
CREATE FUNCTION "product_in_stock"(product integer, own_stock integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM variants v WHERE v.product_id = product)
    THEN EXISTS (SELECT 1 FROM variants v WHERE v.product_id = product AND v.stock > 0)
    ELSE own_stock > 0 END
$$;--> statement-breakpoint
CREATE FUNCTION "products_in_stock_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.in_stock := product_in_stock(NEW.id, NEW.stock);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_in_stock" BEFORE INSERT OR UPDATE OF "stock" ON "products" FOR EACH ROW EXECUTE FUNCTION products_in_stock_row();--> statement-breakpoint
CREATE FUNCTION "variants_in_stock_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on INSERT and NEW on DELETE; a variant moved to another product updates both.
  UPDATE products p SET in_stock = NOT p.in_stock
    WHERE p.id IN (OLD.product_id, NEW.product_id) AND p.in_stock IS DISTINCT FROM product_in_stock(p.id, p.stock);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "variants_in_stock" AFTER INSERT OR DELETE OR UPDATE OF "stock", "product_id" ON "variants" FOR EACH ROW EXECUTE FUNCTION variants_in_stock_row();--> statement-breakpoint
UPDATE "products" SET "in_stock" = product_in_stock("id", "stock");--> statement-breakpoint
CREATE INDEX "products_listing_popularity_idx" ON "products" USING btree ("store_id","popularity" DESC NULLS FIRST,"id","category_id","brand_id","price","in_stock") WHERE is_enabled;--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("store_id","price","id","category_id","brand_id","in_stock") WHERE is_enabled;--> statement-breakpoint
CREATE INDEX "products_listing_name_idx" ON "products" USING btree ("store_id","name","id","category_id","brand_id","price","in_stock") WHERE is_enabled;--> statement-breakpoint
CREATE INDEX "products_listing_rating_idx" ON "products" USING btree ("store_id","rating" DESC NULLS FIRST,"rating_count" DESC NULLS FIRST,"id","category_id","brand_id","price","in_stock") WHERE is_enabled;--> statement-breakpoint
CREATE INDEX "products_listing_created_idx" ON "products" USING btree ("store_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category_id","brand_id","price","in_stock") WHERE is_enabled;