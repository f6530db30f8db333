CREATE TABLE "conversion_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"event_id" text NOT NULL,
	"event_time" integer NOT NULL,
	"url" text NOT NULL,
	"custom_data" jsonb NOT NULL,
	"delivery" text DEFAULT 'recorded' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"url" text NOT NULL,
	"path" text NOT NULL,
	"duration_ms" integer,
	"client_timestamp" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"visitor_id" text NOT NULL,
	"customer_id" text,
	"landing_url" text NOT NULL,
	"referrer" text DEFAULT '' NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"ip_address" text NOT NULL,
	"geo" jsonb NOT NULL,
	"country" text DEFAULT 'Unknown' NOT NULL,
	"browser" text DEFAULT '' NOT NULL,
	"os" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"utm" jsonb,
	"utm_source" text,
	"client_timestamp" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_events" ADD CONSTRAINT "conversion_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_sessions" ADD CONSTRAINT "tracking_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_events_store_event_uq" ON "conversion_events" USING btree ("store_id","event_name","event_id");--> statement-breakpoint
CREATE INDEX "conversion_events_store_created_idx" ON "conversion_events" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_store_event_uq" ON "tracking_events" USING btree ("store_id","event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_store_occurred_idx" ON "tracking_events" USING btree ("store_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_sessions_store_session_uq" ON "tracking_sessions" USING btree ("store_id","session_id");--> statement-breakpoint
CREATE INDEX "tracking_sessions_store_started_idx" ON "tracking_sessions" USING btree ("store_id","started_at");