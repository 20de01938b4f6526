CREATE TABLE "practice_answers" (
	"student_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"item_id" text NOT NULL,
	"skill" text NOT NULL,
	"standard" text,
	"class_id" uuid,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_answers_student_id_answer_id_pk" PRIMARY KEY("student_id","answer_id")
);
--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_answers_student_lesson_idx" ON "practice_answers" USING btree ("student_id","lesson_id","answered_at");