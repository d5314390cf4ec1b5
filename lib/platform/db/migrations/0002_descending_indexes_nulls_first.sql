DROP INDEX "audit_entries_account_time_idx";--> statement-breakpoint
DROP INDEX "audit_entries_account_action_idx";--> statement-breakpoint
DROP INDEX "audit_entries_account_actor_idx";--> statement-breakpoint
DROP INDEX "audit_entries_account_resource_idx";--> statement-breakpoint
DROP INDEX "invoices_account_issued_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_webhook_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_account_time_idx" ON "audit_entries" USING btree ("account_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_action_idx" ON "audit_entries" USING btree ("account_id","action","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_actor_idx" ON "audit_entries" USING btree ("account_id","actor_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_resource_idx" ON "audit_entries" USING btree ("account_id","resource_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issued_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);