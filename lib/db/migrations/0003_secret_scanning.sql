CREATE TABLE "leaked_token_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"access_token_id" text NOT NULL,
	"account_id" text NOT NULL,
	"url" text,
	"source" text,
	"token_type" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaked_token_reports_access_token_id_unique" UNIQUE("access_token_id")
);
--> statement-breakpoint
CREATE TABLE "secret_scanning_signatures" (
	"signature_hash" text PRIMARY KEY NOT NULL,
	"key_identifier" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaked_token_reports" ADD CONSTRAINT "leaked_token_reports_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaked_token_reports" ADD CONSTRAINT "leaked_token_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaked_token_reports_account_idx" ON "leaked_token_reports" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "secret_scanning_signatures_received_idx" ON "secret_scanning_signatures" USING btree ("received_at");