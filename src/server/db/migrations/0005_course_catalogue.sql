CREATE TABLE "campuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_offering_modules" (
	"offering_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "course_offering_modules_offering_id_subject_id_pk" PRIMARY KEY("offering_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "course_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"course_code" text NOT NULL,
	"name" text NOT NULL,
	"course_type" integer NOT NULL,
	"campus_id" integer NOT NULL,
	"department_name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"attendance" text NOT NULL,
	"law_course" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "course_offerings_dates_ordered" CHECK ("course_offerings"."end_date" >= "course_offerings"."start_date"),
	CONSTRAINT "course_offerings_attendance_known" CHECK ("course_offerings"."attendance" in ('Full-time', 'Part-time'))
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_offering_modules" ADD CONSTRAINT "course_offering_modules_offering_id_course_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."course_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offering_modules" ADD CONSTRAINT "course_offering_modules_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_offerings" ADD CONSTRAINT "course_offerings_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_code_key" ON "campuses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "course_offering_modules_subject_idx" ON "course_offering_modules" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_offerings_code_key" ON "course_offerings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "course_offerings_start_date_idx" ON "course_offerings" USING btree ("start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_code_key" ON "subjects" USING btree ("code");