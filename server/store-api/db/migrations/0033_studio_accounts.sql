CREATE TABLE "studio_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"sessions_valid_after" timestamp with time zone DEFAULT now() NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "store_owners_store_email_uq";--> statement-breakpoint
ALTER TABLE "store_owners" ADD COLUMN "account_id" integer;--> statement-breakpoint
-- Decision 96: one account per distinct e-mail (whatever its case). Where one e-mail's rows held different
-- password hashes, the most recent row's hash (and spelling) is kept: that password is the one the person set last.
INSERT INTO "studio_accounts" ("email", "password_hash", "created_at")
SELECT DISTINCT ON (lower("email")) "email", "password_hash", "created_at" FROM "store_owners"
ORDER BY lower("email"), "created_at" DESC, "id" DESC;--> statement-breakpoint
UPDATE "store_owners" SET "account_id" = a."id" FROM "studio_accounts" a WHERE lower(a."email") = lower("store_owners"."email");--> statement-breakpoint
-- Two rows of one store whose e-mails differed only in case become one membership: the first is kept.
DELETE FROM "store_owners" o USING "store_owners" e WHERE o."store_id" = e."store_id" AND o."account_id" = e."account_id" AND o."id" > e."id";--> statement-breakpoint
ALTER TABLE "store_owners" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "studio_accounts_email_uq" ON "studio_accounts" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "store_owners" ADD CONSTRAINT "store_owners_account_id_studio_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."studio_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_owners_store_account_uq" ON "store_owners" USING btree ("store_id","account_id");--> statement-breakpoint
CREATE INDEX "store_owners_account_idx" ON "store_owners" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "store_owners" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "store_owners" DROP COLUMN "password_hash";