import { isKnownApiVersion, NEWEST_API_VERSION } from "../api-versions";
import type { Actor } from "../audit";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { accounts, type Account } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";

// Slugs appear in URLs and invoice numbers (`ACME-000012`): keep them short and plain.
// No leading or trailing hyphen, so a slug never produces `-ACME` or `ACME--000012`.
const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

export interface CreateAccountOptions {
  actor: Actor;
  /** Lower-case letters, digits and hyphens, 2 to 40 characters. */
  slug: string;
  name: string;
  /** ISO 4217 code, upper case; defaults to EUR. */
  currency?: string;
  /** Tax rate in basis points, 0 to 10 000; defaults to 2000 (20 %). */
  taxRateBps?: number;
  billingAddress?: string[];
  /** ISO 3166-1 alpha-2, upper case (`DE`). */
  country?: string;
  /** The customer's VAT id, printed on its invoices; with an EU country other than ours, invoices are reverse-charged. */
  vatId?: string;
  /** The /v1 version its requests default to; the newest unless named (tests pin older ones). */
  apiVersion?: string;
}

function validate(options: CreateAccountOptions): void {
  if (!SLUG_PATTERN.test(options.slug)) {
    throw new AppError(
      "validation_failed",
      `Invalid slug "${options.slug}": use 2 to 40 lower-case letters, digits and hyphens.`,
      [{ pointer: "#/slug", detail: "Use 2 to 40 characters from a-z, 0-9 and -, not starting or ending with -." }],
    );
  }
  const name = options.name.trim();
  if (!name || name.length > 200) {
    throw new AppError("validation_failed", "The account name must be 1 to 200 characters.", [
      { pointer: "#/name", detail: "Must be 1 to 200 characters." },
    ]);
  }
  if (options.currency !== undefined && !CURRENCY_PATTERN.test(options.currency)) {
    throw new AppError(
      "validation_failed",
      `Invalid currency "${options.currency}": use an ISO 4217 code such as EUR.`,
      [{ pointer: "#/currency", detail: "Must be three upper-case letters (ISO 4217)." }],
    );
  }
  if (options.country !== undefined && !/^[A-Z]{2}$/.test(options.country)) {
    throw new AppError("validation_failed", `Invalid country "${options.country}": use an ISO 3166-1 code such as DE.`, [
      { pointer: "#/country", detail: "Must be two upper-case letters (ISO 3166-1 alpha-2)." },
    ]);
  }
  if (options.apiVersion !== undefined && !isKnownApiVersion(options.apiVersion)) {
    throw new AppError("validation_failed", `Unknown API version "${options.apiVersion}".`, [{ pointer: "#/api_version", detail: "Must be one of the dated versions of /v1." }]);
  }
  const bps = options.taxRateBps;
  if (bps !== undefined && (!Number.isInteger(bps) || bps < 0 || bps > 10_000)) {
    throw new AppError("validation_failed", "The tax rate must be a whole number of basis points from 0 to 10000.", [
      { pointer: "#/tax_rate_bps", detail: "Must be an integer from 0 to 10000." },
    ]);
  }
}

/** Creates a customer account; a slug that is taken is a conflict. */
export async function createAccount(options: CreateAccountOptions): Promise<Account> {
  validate(options);
  return getDb().transaction(async (tx) => {
    // ON CONFLICT instead of a prior lookup: two concurrent creations cannot both pass a check.
    const [account] = await tx
      .insert(accounts)
      .values({
        id: newId("acc"),
        slug: options.slug,
        name: options.name.trim(),
        currency: options.currency,
        taxRateBps: options.taxRateBps,
        billingAddress: options.billingAddress,
        country: options.country,
        vatId: options.vatId?.replace(/\s+/g, "") || undefined,
        apiVersion: options.apiVersion ?? NEWEST_API_VERSION,
      })
      .onConflictDoNothing({ target: accounts.slug })
      .returning();
    if (!account) throw new AppError("conflict", `An account with the slug "${options.slug}" already exists.`);
    await recordAuditEntry(tx, {
      accountId: account.id,
      action: "account.created",
      actor: options.actor,
      resource: { type: "account", id: account.id },
      metadata: {
        slug: account.slug,
        name: account.name,
        currency: account.currency,
        tax_rate_bps: account.taxRateBps,
      },
    });
    return account;
  });
}
