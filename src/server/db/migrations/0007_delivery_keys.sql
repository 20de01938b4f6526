CREATE TABLE "delivery_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "delivery_keys" ADD CONSTRAINT "delivery_keys_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_keys_key_hash_key" ON "delivery_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "delivery_keys_session_idx" ON "delivery_keys" USING btree ("session_id");