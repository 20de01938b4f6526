CREATE TABLE "held_subscriptions" (
	"subscription_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "held_subscriptions" ADD CONSTRAINT "held_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The subscriptions accounts hold today were held by them (issue 26, billing reconciler).
INSERT INTO "held_subscriptions" ("subscription_id", "user_id") SELECT "stripe_subscription_id", "id" FROM "users" WHERE "stripe_subscription_id" IS NOT NULL ON CONFLICT DO NOTHING;
