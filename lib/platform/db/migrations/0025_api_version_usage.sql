CREATE TABLE "api_version_usage" (
	"token_id" text NOT NULL,
	"account_id" text NOT NULL,
	"oauth_client_id" text,
	"api_version" text NOT NULL,
	"operation_id" text NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "api_version_usage_token_id_api_version_operation_id_pk" PRIMARY KEY("token_id","api_version","operation_id")
);
--> statement-breakpoint
ALTER TABLE "api_version_usage" ADD CONSTRAINT "api_version_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_version_usage_account_idx" ON "api_version_usage" USING btree ("account_id","last_seen_at");