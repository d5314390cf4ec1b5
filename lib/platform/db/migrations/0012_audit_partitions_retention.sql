-- Retention (lib/domains/retention/): daily totals that outlive usage_hourly's hours, and an index on each
-- append-only table's time so removing the oldest rows walks an index, never the whole table.
CREATE TABLE "usage_daily" (
	"token_id" text NOT NULL,
	"account_id" text NOT NULL,
	"day" date NOT NULL,
	"status_2xx" integer DEFAULT 0 NOT NULL,
	"status_3xx" integer DEFAULT 0 NOT NULL,
	"status_4xx" integer DEFAULT 0 NOT NULL,
	"status_5xx" integer DEFAULT 0 NOT NULL,
	"rate_limited" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_daily_token_id_day_pk" PRIMARY KEY("token_id","day")
);
--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_daily_account_idx" ON "usage_daily" USING btree ("account_id","day");--> statement-breakpoint
CREATE INDEX "webhook_attempts_attempted_idx" ON "webhook_attempts" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_created_idx" ON "webhook_deliveries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "usage_hourly_hour_idx" ON "usage_hourly" USING btree ("hour");--> statement-breakpoint

-- The audit journal, partitioned by month on occurred_at (UTC months): retention drops a whole
-- month at once instead of deleting its rows. The existing table is renamed, the partitioned one
-- created with the same columns (lib/platform/db/schema/audit-entries.ts), the rows copied, the old dropped.
-- The primary key must contain the partition key, so it is (id, occurred_at).
ALTER TABLE "audit_entries" RENAME TO "audit_entries_before_partitioning";--> statement-breakpoint
ALTER TABLE "audit_entries_before_partitioning" RENAME CONSTRAINT "audit_entries_pkey" TO "audit_entries_before_partitioning_pkey";--> statement-breakpoint
ALTER INDEX "audit_entries_account_time_idx" RENAME TO "audit_entries_before_partitioning_time_idx";--> statement-breakpoint
ALTER INDEX "audit_entries_account_action_idx" RENAME TO "audit_entries_before_partitioning_action_idx";--> statement-breakpoint
ALTER INDEX "audit_entries_account_actor_idx" RENAME TO "audit_entries_before_partitioning_actor_idx";--> statement-breakpoint
ALTER INDEX "audit_entries_account_resource_idx" RENAME TO "audit_entries_before_partitioning_resource_idx";--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" text NOT NULL,
	"account_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_type" "actor_type" NOT NULL,
	"actor_id" text,
	"actor_display" text NOT NULL,
	"resource_type" text,
	"resource_id" text,
	"ip" "inet",
	"user_agent" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_entries_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_account_time_idx" ON "audit_entries" USING btree ("account_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_action_idx" ON "audit_entries" USING btree ("account_id","action","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_actor_idx" ON "audit_entries" USING btree ("account_id","actor_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_entries_account_resource_idx" ON "audit_entries" USING btree ("account_id","resource_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint

-- Still append-only (0001), with one exception: the retention job (lib/domains/retention/) may DELETE
-- an entry older than the cutoff it sets for its own transaction (set_config(…, true)), and never
-- one younger than 28 days, whatever it sets. UPDATE and TRUNCATE are always refused. Dropping
-- a whole month's partition is DDL, which no trigger sees: like dropping the trigger itself, it
-- is for the schema's owner, and only the retention job does it.
CREATE OR REPLACE FUNCTION audit_entries_append_only() RETURNS trigger AS $$
DECLARE
  cutoff text := current_setting('mis.audit_retention_cutoff', true);
BEGIN
  IF TG_OP = 'DELETE' AND coalesce(cutoff, '') <> ''
     AND OLD.occurred_at < cutoff::timestamptz
     AND cutoff::timestamptz <= now() - interval '28 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_entries is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Row triggers on a partitioned table are cloned onto every partition, present and future.
CREATE TRIGGER audit_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint
-- Statement triggers are not cloned: each partition gets its own (audit_entries_create_partition).
CREATE TRIGGER audit_entries_no_truncate
  BEFORE TRUNCATE ON audit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only();
--> statement-breakpoint

-- Creates a partition of audit_entries: a month's (`audit_entries_pYYYY_MM`) or the DEFAULT one.
CREATE OR REPLACE FUNCTION audit_entries_create_partition(name text, bounds text) RETURNS void AS $$
BEGIN
  EXECUTE format('CREATE TABLE %I PARTITION OF audit_entries %s', name, bounds);
  EXECUTE format('CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_append_only()', name);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Makes sure the month starting at `month_start` (UTC) has its partition; true when it created it.
-- Idempotent, and safe when called by several sessions at once (a transaction advisory lock).
-- Rows of that month that reached the DEFAULT partition meanwhile (no worker ran before the month
-- began) move into the new partition: PostgreSQL refuses a partition whose rows sit in DEFAULT,
-- so DEFAULT is detached, replaced by an empty one, and its rows inserted again through the parent,
-- each landing in its month's partition or the new DEFAULT; the old DEFAULT is then dropped.
-- Everything happens in the caller's transaction: all of it or nothing.
CREATE OR REPLACE FUNCTION audit_entries_ensure_month(month_start date) RETURNS boolean AS $$
DECLARE
  first_day date := date_trunc('month', month_start)::date;
  name text := format('audit_entries_p%s', to_char(first_day, 'YYYY_MM'));
  lower_bound timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
  upper_bound timestamptz := (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC';
  bounds text := format('FOR VALUES FROM (%L) TO (%L)', lower_bound, upper_bound);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_entries partitions'));
  IF to_regclass(name) IS NOT NULL THEN
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM audit_entries_default WHERE occurred_at >= lower_bound AND occurred_at < upper_bound) THEN
    ALTER TABLE audit_entries DETACH PARTITION audit_entries_default;
    ALTER TABLE audit_entries_default RENAME TO audit_entries_default_moving;
    PERFORM audit_entries_create_partition('audit_entries_default', 'DEFAULT');
    PERFORM audit_entries_create_partition(name, bounds);
    INSERT INTO audit_entries SELECT * FROM audit_entries_default_moving;
    DROP TABLE audit_entries_default_moving;
  ELSE
    PERFORM audit_entries_create_partition(name, bounds);
  END IF;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT audit_entries_create_partition('audit_entries_default', 'DEFAULT');--> statement-breakpoint
-- A partition for every month the journal has entries in, and for this month and the next.
SELECT audit_entries_ensure_month(month::date)
FROM generate_series(
  date_trunc('month', least(
    (SELECT min(occurred_at) FROM audit_entries_before_partitioning),
    now()
  ) AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC') + interval '1 month',
  interval '1 month'
) AS month;
--> statement-breakpoint
INSERT INTO audit_entries ("id", "account_id", "occurred_at", "action", "actor_type", "actor_id", "actor_display", "resource_type", "resource_id", "ip", "user_agent", "metadata")
SELECT "id", "account_id", "occurred_at", "action", "actor_type", "actor_id", "actor_display", "resource_type", "resource_id", "ip", "user_agent", "metadata"
FROM audit_entries_before_partitioning;
--> statement-breakpoint
DROP TABLE "audit_entries_before_partitioning";
