CREATE TABLE "application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"actor_role" "user_role" NOT NULL,
	"kind" text NOT NULL,
	"step" text,
	"changes" jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	CONSTRAINT "application_events_kind_known" CHECK ("application_events"."kind" in ('save', 'upload', 'remove', 'submit', 'decision', 'note'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "evidence_due_date" date;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","id");--> statement-breakpoint
-- The audit trail is append-only: no entry is ever changed (rows go only with their application).
CREATE FUNCTION application_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER application_events_no_update BEFORE UPDATE ON "application_events"
  FOR EACH ROW EXECUTE FUNCTION application_events_append_only();
