CREATE TABLE "catalogue_import_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"row" integer NOT NULL,
	"src" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"image_file" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"import_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"first_row" integer NOT NULL,
	"handle" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"outcome" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "catalogue_import_rows_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"owner_id" integer,
	"file_name" text NOT NULL,
	"file" text NOT NULL,
	"file_bytes" integer NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"file_error" text,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"to_create" integer DEFAULT 0 NOT NULL,
	"to_update" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_state_check" CHECK (state in ('checking', 'checked', 'importing', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_pictures" ADD CONSTRAINT "catalogue_import_pictures_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_pictures" ADD CONSTRAINT "catalogue_import_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_pictures_import_idx" ON "catalogue_import_pictures" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "catalogue_import_pictures_src_idx" ON "catalogue_import_pictures" USING btree ("store_id","product_id","src");--> statement-breakpoint
CREATE INDEX "catalogue_imports_store_idx" ON "catalogue_imports" USING btree ("store_id","id");