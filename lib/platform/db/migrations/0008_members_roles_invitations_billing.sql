ALTER TYPE "public"."membership_role" ADD VALUE 'developer';--> statement-breakpoint
ALTER TYPE "public"."membership_role" ADD VALUE 'viewer';--> statement-breakpoint
ALTER TYPE "public"."notification_kind" ADD VALUE 'member.invited';--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"role" "membership_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_address" text[];--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_email_unique" ON "invitations" USING btree ("account_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;-- Before roles, every member could do everything: they all become owners, so nobody loses a right.
--> statement-breakpoint
-- Before roles, every member could do everything: they all become owners, so nobody loses a right.
UPDATE "memberships" SET "role" = 'owner';--> statement-breakpoint
-- Issued invoices keep the name and address they were issued to, as they stood until now.
UPDATE "invoices" SET "customer_name" = "accounts"."name", "customer_address" = "accounts"."billing_address" FROM "accounts" WHERE "accounts"."id" = "invoices"."account_id";
