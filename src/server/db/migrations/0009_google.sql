CREATE TABLE "google_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"email" text,
	"refresh_token" text,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_auth_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"purpose" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"registration_type" text,
	"class_code" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"email" text NOT NULL,
	"first" text NOT NULL,
	"last" text NOT NULL,
	"refresh_token" text,
	"scope" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_sync_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"status" text NOT NULL,
	"course_ids" jsonb NOT NULL,
	"classes_total" integer DEFAULT 0 NOT NULL,
	"classes_done" integer DEFAULT 0 NOT NULL,
	"students_total" integer DEFAULT 0 NOT NULL,
	"students_done" integer DEFAULT 0 NOT NULL,
	"report" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "google_accounts" ADD CONSTRAINT "google_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_auth_requests" ADD CONSTRAINT "google_auth_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sync_jobs" ADD CONSTRAINT "google_sync_jobs_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_accounts_sub_key" ON "google_accounts" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "google_sync_jobs_teacher_idx" ON "google_sync_jobs" USING btree ("teacher_id","created_at");