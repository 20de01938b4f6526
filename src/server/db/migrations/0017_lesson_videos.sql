CREATE TABLE "class_lesson_videos" (
	"class_id" uuid NOT NULL,
	"lesson_id" text NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_lesson_videos" ADD CONSTRAINT "class_lesson_videos_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_lesson_videos_key" ON "class_lesson_videos" USING btree ("class_id","lesson_id");