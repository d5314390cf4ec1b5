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
);
--> statement-breakpoint
CREATE INDEX "request_log_account_time_idx" ON "request_log" USING btree ("account_id","occurred_at" DESC NULLS FIRST,"request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "request_log_account_request_idx" ON "request_log" USING btree ("account_id","request_id");