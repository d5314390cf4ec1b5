ALTER TABLE "rate_limit_grants" ALTER COLUMN "access_token_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_grants" ADD COLUMN "oauth_client_id" text;--> statement-breakpoint
ALTER TABLE "rate_limit_grants" ADD CONSTRAINT "rate_limit_grants_oauth_client_id_oauth_clients_id_fk" FOREIGN KEY ("oauth_client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_grants_oauth_client_idx" ON "rate_limit_grants" USING btree ("oauth_client_id");--> statement-breakpoint
ALTER TABLE "rate_limit_grants" ADD CONSTRAINT "rate_limit_grants_one_holder" CHECK (num_nonnulls("rate_limit_grants"."access_token_id", "rate_limit_grants"."oauth_client_id") = 1);