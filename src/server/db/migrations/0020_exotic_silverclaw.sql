CREATE TABLE "kiosk_try_delays" (
	"key" text PRIMARY KEY NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sealed_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"statuses" jsonb NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_password_pictures" integer;--> statement-breakpoint
ALTER TABLE "sealed_batches" ADD CONSTRAINT "sealed_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sealed_batches_user_idx" ON "sealed_batches" USING btree ("user_id");