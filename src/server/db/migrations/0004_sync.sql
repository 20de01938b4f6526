CREATE TABLE "student_sync" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sync_at" timestamp with time zone NOT NULL,
	"late_count" integer DEFAULT 0 NOT NULL,
	"last_late_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_failures" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"body" jsonb,
	"label" text NOT NULL,
	"status" integer NOT NULL,
	"message" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_failures_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "student_sync" ADD CONSTRAINT "student_sync_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failures" ADD CONSTRAINT "sync_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;