CREATE TABLE "student_lessons" (
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"enabled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_lessons_student_id_class_id_lesson_id_pk" PRIMARY KEY("student_id","class_id","lesson_id")
);
--> statement-breakpoint
ALTER TABLE "student_lessons" ADD CONSTRAINT "student_lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_lessons" ADD CONSTRAINT "student_lessons_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_lessons" ADD CONSTRAINT "student_lessons_enabled_by_users_id_fk" FOREIGN KEY ("enabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;