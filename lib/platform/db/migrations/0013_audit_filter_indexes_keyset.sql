DROP INDEX "audit_entries_account_action_idx";--> statement-breakpoint
DROP INDEX "audit_entries_account_actor_idx";--> statement-breakpoint
DROP INDEX "audit_entries_account_resource_idx";--> statement-breakpoint
CREATE INDEX "audit_entries_account_action_idx" ON "audit_entries" USING btree ("account_id","action","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_actor_idx" ON "audit_entries" USING btree ("account_id","actor_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_resource_idx" ON "audit_entries" USING btree ("account_id","resource_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);