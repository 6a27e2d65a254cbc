CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"agent_id" integer,
	"category" "account_category" NOT NULL,
	"status" text DEFAULT 'editing' NOT NULL,
	"rejected_reason" text,
	"first_given_name" text,
	"family_name" text,
	"mail" text,
	"course_name" text,
	"application_type_name" text,
	"campus_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "applications_status_known" CHECK ("applications"."status" in ('editing', 'pending', 'submitted', 'underReview', 'evidenceNeeded', 'refused', 'offered', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"subject" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_requests_status_known" CHECK ("support_requests"."status" in ('Open', 'Answered', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "support_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_type_id_support_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."support_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_owner_updated_idx" ON "applications" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "applications_owner_created_idx" ON "applications" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_owner_counts_idx" ON "applications" USING btree ("owner_id","status","category");--> statement-breakpoint
CREATE INDEX "applications_agent_updated_idx" ON "applications" USING btree ("agent_id","updated_at","id") WHERE "applications"."agent_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_agent_created_idx" ON "applications" USING btree ("agent_id","created_at","id") WHERE "applications"."agent_id" is not null;--> statement-breakpoint
CREATE INDEX "applications_agent_counts_idx" ON "applications" USING btree ("agent_id","status","category") WHERE "applications"."agent_id" is not null;--> statement-breakpoint
CREATE INDEX "support_requests_user_created_idx" ON "support_requests" USING btree ("user_id","created_at","id");