ALTER TABLE "accounts" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_country" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "customer_vat_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;