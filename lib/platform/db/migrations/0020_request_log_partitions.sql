-- The request log, partitioned by day on occurred_at (UTC days): retention drops a whole day at
-- once instead of deleting rows (lib/domains/request-log/request-log-partitions.ts). The table of
-- 0019 is new and empty, so it is replaced rather than copied. A DEFAULT partition takes the rows
-- of a day whose partition no pass has created yet, so a late worker never makes a batch fail.
DROP TABLE "request_log";--> statement-breakpoint
CREATE TABLE "request_log" (
	"request_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"account_id" text,
	"method" text NOT NULL,
	"path_template" text NOT NULL,
	"path" text NOT NULL,
	"operation_id" text,
	"query" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"problem_code" text,
	"duration_us" integer NOT NULL,
	"token_id" text,
	"client_id" text,
	"credential_name" text,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"ip" text,
	"user_agent" text,
	"rate_limit_limit" integer,
	"rate_limit_remaining" integer,
	"rate_limit_reset" integer,
	"request_headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_body" text,
	"response_body" text
) PARTITION BY RANGE ("occurred_at");
--> statement-breakpoint
CREATE INDEX "request_log_account_time_idx" ON "request_log" USING btree ("account_id","occurred_at" DESC NULLS FIRST,"request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "request_log_account_request_idx" ON "request_log" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE TABLE "request_log_default" PARTITION OF "request_log" DEFAULT;--> statement-breakpoint

-- Makes sure the UTC day starting at `day` has its partition (`request_log_pYYYY_MM_DD`); true
-- when it created it. Idempotent and safe from several sessions (a transaction advisory lock).
-- Rows of that day already in DEFAULT (no pass ran before the day began) are moved into it, as
-- audit_entries_ensure_month does: PostgreSQL refuses a partition whose rows sit in DEFAULT.
CREATE OR REPLACE FUNCTION request_log_ensure_day(day date) RETURNS boolean AS $$
DECLARE
  name text := format('request_log_p%s', to_char(day, 'YYYY_MM_DD'));
  lower_bound timestamptz := day::timestamp AT TIME ZONE 'UTC';
  upper_bound timestamptz := (day + 1)::timestamp AT TIME ZONE 'UTC';
  bounds text := format('FOR VALUES FROM (%L) TO (%L)', lower_bound, upper_bound);
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('request_log partitions'));
  IF to_regclass(name) IS NOT NULL THEN
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM request_log_default WHERE occurred_at >= lower_bound AND occurred_at < upper_bound) THEN
    ALTER TABLE request_log DETACH PARTITION request_log_default;
    ALTER TABLE request_log_default RENAME TO request_log_default_moving;
    CREATE TABLE request_log_default PARTITION OF request_log DEFAULT;
    EXECUTE format('CREATE TABLE %I PARTITION OF request_log %s', name, bounds);
    INSERT INTO request_log SELECT * FROM request_log_default_moving;
    DROP TABLE request_log_default_moving;
  ELSE
    EXECUTE format('CREATE TABLE %I PARTITION OF request_log %s', name, bounds);
  END IF;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Today and tomorrow, so the first requests after migrating land in a day's partition.
SELECT request_log_ensure_day((now() AT TIME ZONE 'UTC')::date);--> statement-breakpoint
SELECT request_log_ensure_day((now() AT TIME ZONE 'UTC')::date + 1);
