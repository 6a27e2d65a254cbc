CREATE TABLE "step_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "step_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"application_id" integer,
	"category" "account_category",
	"step" text NOT NULL,
	"form" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "step_drafts_target" CHECK (("step_drafts"."application_id" is null) = ("step_drafts"."category" is not null)),
	CONSTRAINT "step_drafts_step_known" CHECK ("step_drafts"."step" in ('personal', 'application'))
);
--> statement-breakpoint
ALTER TABLE "step_drafts" ADD CONSTRAINT "step_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_drafts" ADD CONSTRAINT "step_drafts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "step_drafts_application_key" ON "step_drafts" USING btree ("application_id","user_id","step") WHERE "step_drafts"."application_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "step_drafts_new_key" ON "step_drafts" USING btree ("user_id","category","step") WHERE "step_drafts"."application_id" is null;