CREATE TABLE "previous_students" (
	"student_num" text PRIMARY KEY NOT NULL,
	"category" "account_category" NOT NULL,
	"personal_details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
