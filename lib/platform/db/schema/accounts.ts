import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns";

/** A customer account: the tenant every other row belongs to. */
export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  /** ISO 4217 code the account is invoiced in. */
  currency: text("currency").notNull().default("EUR"),
  /** Tax rate in basis points (2000 = 20 %), applied to every invoice of the account. */
  taxRateBps: integer("tax_rate_bps").notNull().default(2000),
  /** Legal name printed on invoices; the account name when null. */
  companyName: text("company_name"),
  /** Postal address printed on invoices, one line per entry. */
  billingAddress: text("billing_address").array().notNull().default([]),
  /** ISO 3166-1 alpha-2 country of the billing address (`DE`); decides, with the VAT id, whether reverse charge applies. */
  country: text("country"),
  /** The customer's VAT identification number as registered (`DE123456789`); printed on invoices. */
  vatId: text("vat_id"),
  /** Every member must sign in with a second factor (passkey or authenticator app). */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /**
   * The /v1 version a request without `Api-Version` is served at (lib/domains/api-versions). New
   * accounts get the newest; accounts that existed before dated versions keep the first.
   */
  apiVersion: text("api_version").notNull().default("2026-11-22"),
  /** The version before the last upgrade: a rollback returns to it within 72 hours of `apiVersionChangedAt`. */
  apiVersionPrevious: text("api_version_previous"),
  apiVersionChangedAt: timestamptz("api_version_changed_at"),
  createdAt: createdAt(),
});

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
