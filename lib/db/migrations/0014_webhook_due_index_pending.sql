DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
-- Park what disabled endpoints already hold: no due time while disabled (lib/webhooks/park-deliveries.ts).
UPDATE "webhook_deliveries" SET "next_attempt_at" = NULL FROM "webhooks" WHERE "webhooks"."id" = "webhook_deliveries"."webhook_id" AND NOT "webhooks"."enabled" AND "webhook_deliveries"."status" = 'pending';
