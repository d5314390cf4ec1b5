CREATE TYPE "public"."oauth_client_auth_method" AS ENUM('client_secret', 'private_key_jwt');--> statement-breakpoint
CREATE TABLE "oauth_client_assertions" (
	"client_id" text NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_client_assertions_client_id_jti_pk" PRIMARY KEY("client_id","jti")
);
--> statement-breakpoint
CREATE TABLE "oauth_client_secrets" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "oauth_client_secrets_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"scope_ceiling" "access_scope"[] NOT NULL,
	"token_lifetime_seconds" integer DEFAULT 3600 NOT NULL,
	"auth_method" "oauth_client_auth_method" NOT NULL,
	"jwks" jsonb,
	"jwks_uri" text,
	"rate_limit_per_minute" integer DEFAULT 600 NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	"issuance_journalled_at" timestamp with time zone,
	"issuances_not_journalled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "oauth_client_id" text;--> statement-breakpoint
ALTER TABLE "oauth_client_assertions" ADD CONSTRAINT "oauth_client_assertions_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_client_secrets" ADD CONSTRAINT "oauth_client_secrets_client_id_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_clients" ADD CONSTRAINT "oauth_clients_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_client_assertions_expiry_idx" ON "oauth_client_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oauth_client_secrets_client_idx" ON "oauth_client_secrets" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "oauth_clients_account_idx" ON "oauth_clients" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_oauth_client_id_oauth_clients_id_fk" FOREIGN KEY ("oauth_client_id") REFERENCES "public"."oauth_clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_oauth_client_idx" ON "access_tokens" USING btree ("oauth_client_id") WHERE "access_tokens"."oauth_client_id" is not null;