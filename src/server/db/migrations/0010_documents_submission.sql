CREATE TABLE "application_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"file_type" text NOT NULL,
	"source_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"media_type" text NOT NULL,
	"uploaded_by" integer,
	"inserted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_document_types" (
	"category" "account_category" NOT NULL,
	"type_key" text NOT NULL,
	"required" boolean NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "category_document_types_category_type_key_pk" PRIMARY KEY("category","type_key"),
	CONSTRAINT "category_document_types_other_optional" CHECK (not ("category_document_types"."type_key" = 'OTHER_DOCUMENT' and "category_document_types"."required"))
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"key" text PRIMARY KEY NOT NULL,
	"caption" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_file_type_document_types_key_fk" FOREIGN KEY ("file_type") REFERENCES "public"."document_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_document_types" ADD CONSTRAINT "category_document_types_type_key_document_types_key_fk" FOREIGN KEY ("type_key") REFERENCES "public"."document_types"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_storage_key" ON "application_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id","file_type","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_key" ON "applications" USING btree ("reference");