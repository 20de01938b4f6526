CREATE TABLE "custom_diagnostics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"topic_id" text NOT NULL,
	"diagnostic_enabled" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnostic_answers" (
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diagnostic_answers_student_id_class_id_question_id_pk" PRIMARY KEY("student_id","class_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_results" (
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"is_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "diagnostic_results_student_id_class_id_pk" PRIMARY KEY("student_id","class_id")
);
--> statement-breakpoint
CREATE TABLE "diagnostic_topics" (
	"id" text PRIMARY KEY NOT NULL,
	"header" text NOT NULL,
	"order" integer NOT NULL,
	"name" text NOT NULL,
	"lesson_ids" jsonb NOT NULL,
	"questions" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_diagnostics" ADD CONSTRAINT "custom_diagnostics_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_answers" ADD CONSTRAINT "diagnostic_answers_student_id_class_id_diagnostic_results_student_id_class_id_fk" FOREIGN KEY ("student_id","class_id") REFERENCES "public"."diagnostic_results"("student_id","class_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_results" ADD CONSTRAINT "diagnostic_results_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnostic_results" ADD CONSTRAINT "diagnostic_results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_diagnostics_key" ON "custom_diagnostics" USING btree ("class_id","topic_id");--> statement-breakpoint
CREATE INDEX "diagnostic_answers_class_topic_idx" ON "diagnostic_answers" USING btree ("class_id","topic_id");--> statement-breakpoint
CREATE INDEX "diagnostic_results_class_idx" ON "diagnostic_results" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "quiz_results_student_created_idx" ON "quiz_results" USING btree ("student_id","created_at");