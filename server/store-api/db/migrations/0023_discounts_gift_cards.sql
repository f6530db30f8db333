ALTER TABLE "orders" ADD COLUMN "discount_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_total" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_last4" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE cascade,
	"code" text,
	"title" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('percentage', 'fixed', 'free_shipping')),
	"value" integer DEFAULT 0 NOT NULL CHECK ("value" >= 0),
	"min_subtotal" integer DEFAULT 0 NOT NULL CHECK ("min_subtotal" >= 0),
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer CHECK ("usage_limit" > 0),
	"per_customer_limit" integer CHECK ("per_customer_limit" > 0),
	"used_count" integer DEFAULT 0 NOT NULL CHECK ("used_count" >= 0),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_store_code_uq" ON "discounts" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "discounts_store_created_idx" ON "discounts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE cascade,
	"discount_id" integer NOT NULL REFERENCES "discounts"("id") ON DELETE cascade,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"customer_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "discount_redemptions_customer_idx" ON "discount_redemptions" USING btree ("discount_id","customer_key");--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL REFERENCES "stores"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"initial_balance" integer NOT NULL CHECK ("initial_balance" >= 0),
	"balance" integer NOT NULL CHECK ("balance" >= 0),
	"note" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_store_code_uq" ON "gift_cards" USING btree ("store_id","code");--> statement-breakpoint
CREATE TABLE "gift_card_spends" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL REFERENCES "gift_cards"("id") ON DELETE cascade,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"amount" integer NOT NULL CHECK ("amount" > 0),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "gift_card_spends_card_idx" ON "gift_card_spends" USING btree ("gift_card_id");
