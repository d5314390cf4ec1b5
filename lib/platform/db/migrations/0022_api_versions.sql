ALTER TABLE "accounts" ADD COLUMN "api_version" text DEFAULT '2026-11-22' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "api_version_previous" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "api_version_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhooks" ADD COLUMN "api_version" text DEFAULT '2026-11-22' NOT NULL;