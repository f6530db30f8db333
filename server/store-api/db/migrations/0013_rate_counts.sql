CREATE TABLE "rate_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"current" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_counts_window_idx" ON "rate_counts" USING btree ("window_ends_at");