CREATE TABLE "signup_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"fields" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invitation_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "signup_invitations_token_uq" ON "signup_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "store_signups_name_uq" ON "store_signups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "store_signups_token_uq" ON "store_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "store_signups_email_idx" ON "store_signups" USING btree ("email");