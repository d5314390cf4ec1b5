ALTER TYPE "public"."notification_kind" ADD VALUE 'api.deprecated_calls' BEFORE 'member.invited';--> statement-breakpoint
CREATE TABLE "deprecated_calls" (
	"account_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"subject" text NOT NULL,
	"sunset_at" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"call_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deprecated_calls_account_id_credential_id_subject_pk" PRIMARY KEY("account_id","credential_id","subject")
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "api_version" text;--> statement-breakpoint
ALTER TABLE "deprecated_calls" ADD CONSTRAINT "deprecated_calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deprecated_calls_last_seen_idx" ON "deprecated_calls" USING btree ("last_seen_at");