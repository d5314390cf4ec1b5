CREATE TABLE "usage_namespace" (
	"id" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_rollups" (
	"batch_id" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "usage_rollups_applied_idx" ON "usage_rollups" USING btree ("applied_at");--> statement-breakpoint
INSERT INTO "usage_namespace" ("id") VALUES (gen_random_uuid()::text);
