-- The claim reads only pending deliveries that are due (a partial index), and /v1/usage's 30 days are
-- answered from usage_hourly_account_idx alone (it holds the counts): bench:scale, docs/capacity.md.
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "usage_hourly_account_idx";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "usage_hourly_account_idx" ON "usage_hourly" USING btree ("account_id","hour","status_2xx","status_3xx","status_4xx","status_5xx","rate_limited");--> statement-breakpoint
-- Park what disabled endpoints already hold: no due time while disabled (lib/domains/webhooks/park-deliveries.ts).
UPDATE "webhook_deliveries" SET "next_attempt_at" = NULL FROM "webhooks" WHERE "webhooks"."id" = "webhook_deliveries"."webhook_id" AND NOT "webhooks"."enabled" AND "webhook_deliveries"."status" = 'pending';
