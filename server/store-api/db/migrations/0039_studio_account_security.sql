CREATE TABLE "studio_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studio_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "studio_accounts" ALTER COLUMN "sessions_valid_after" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "studio_accounts" ALTER COLUMN "sessions_valid_after" DROP NOT NULL;--> statement-breakpoint
-- Null until a password change or reset: no cut-off (tokens from before studio accounts are refused anyway).
UPDATE "studio_accounts" SET "sessions_valid_after" = NULL;--> statement-breakpoint
ALTER TABLE "studio_password_resets" ADD CONSTRAINT "studio_password_resets_account_id_studio_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."studio_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_recovery_codes" ADD CONSTRAINT "studio_recovery_codes_account_id_studio_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."studio_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_password_resets_account_idx" ON "studio_password_resets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "studio_recovery_codes_account_idx" ON "studio_recovery_codes" USING btree ("account_id");