CREATE TABLE "usage_hourly" (
	"token_id" text NOT NULL,
	"account_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status_2xx" integer DEFAULT 0 NOT NULL,
	"status_3xx" integer DEFAULT 0 NOT NULL,
	"status_4xx" integer DEFAULT 0 NOT NULL,
	"status_5xx" integer DEFAULT 0 NOT NULL,
	"rate_limited" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_hourly_token_id_hour_pk" PRIMARY KEY("token_id","hour")
);
--> statement-breakpoint
ALTER TABLE "usage_hourly" ADD CONSTRAINT "usage_hourly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_hourly_account_idx" ON "usage_hourly" USING btree ("account_id","hour");