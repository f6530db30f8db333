CREATE TABLE "form_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"data_base64" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_files_submission_idx" ON "form_files" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_receipt_uq" ON "form_submissions" USING btree ("receipt");