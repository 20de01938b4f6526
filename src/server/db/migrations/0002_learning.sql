CREATE TABLE "badges" (
	"id" text PRIMARY KEY NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"rule" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" text PRIMARY KEY NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lesson_enabled" boolean DEFAULT true NOT NULL,
	"diagnostic_enabled" boolean DEFAULT true NOT NULL,
	"post_eval_enabled" boolean DEFAULT false NOT NULL,
	"post_eval_answers_enabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earned_badges" (
	"student_id" uuid NOT NULL,
	"badge_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earned_badges_student_id_badge_id_pk" PRIMARY KEY("student_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"quiz_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"class_id" uuid,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"is_complete" boolean DEFAULT true NOT NULL,
	"override_score" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_starts" (
	"student_id" uuid NOT NULL,
	"quiz_id" text NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_starts_student_id_quiz_id_pk" PRIMARY KEY("student_id","quiz_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"type" integer NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"instructions" text NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_assignments" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" text NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writing_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"writing_assignment_id" text NOT NULL,
	"class_id" uuid,
	"student_text" text NOT NULL,
	"teacher_text" text,
	"is_correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_lessons" ADD CONSTRAINT "custom_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earned_badges" ADD CONSTRAINT "earned_badges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_starts" ADD CONSTRAINT "quiz_starts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_assignments" ADD CONSTRAINT "writing_assignments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "writing_results" ADD CONSTRAINT "writing_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_lessons_key" ON "custom_lessons" USING btree ("class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lessons_course_idx" ON "lessons" USING btree ("course_id","order");--> statement-breakpoint
CREATE INDEX "quiz_results_student_idx" ON "quiz_results" USING btree ("student_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_results_class_idx" ON "quiz_results" USING btree ("class_id","lesson_id");--> statement-breakpoint
CREATE INDEX "quizzes_lesson_idx" ON "quizzes" USING btree ("lesson_id","order");--> statement-breakpoint
CREATE INDEX "writing_assignments_lesson_idx" ON "writing_assignments" USING btree ("lesson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "writing_results_student_key" ON "writing_results" USING btree ("student_id","writing_assignment_id");--> statement-breakpoint
CREATE INDEX "writing_results_class_idx" ON "writing_results" USING btree ("class_id");