import { index, pgTable, text } from "drizzle-orm/pg-core";
import { accessTokens } from "./access-tokens";
import { accounts } from "./accounts";
import { timestamptz } from "./columns";

/**
 * Signatures of the leaked-token reports already accepted (GitHub secret scanning), so the same
 * signed request cannot be played again within the replay window. Rows past it are pruned.
 */
export const secretScanningSignatures = pgTable(
  "secret_scanning_signatures",
  {
    /**
     * The report's replay key (lib/domains/secret-scanning/report-replay-key.ts): SHA-256 (hex) of the key
     * identifier and the signature's r, which re-encoding the signature does not change.
     */
    signatureHash: text("signature_hash").primaryKey(),
    keyIdentifier: text("key_identifier").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
  },
  (table) => [index("secret_scanning_signatures_received_idx").on(table.receivedAt)],
);

/** An access token revoked because a secret scanner found it in public: where, and when. */
export const leakedTokenReports = pgTable(
  "leaked_token_reports",
  {
    id: text("id").primaryKey(),
    /** One report per token: a token is revoked once, by the first report that names it. */
    accessTokenId: text("access_token_id")
      .notNull()
      .unique()
      .references(() => accessTokens.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    /** The public place it was found (e.g. a commit on GitHub), as the scanner reported it. */
    url: text("url"),
    /** The scanner's `source` (`content`, `commit`, `gist`, …) and `type`. */
    source: text("source"),
    tokenType: text("token_type").notNull(),
    reportedAt: timestamptz("reported_at").notNull().defaultNow(),
  },
  (table) => [index("leaked_token_reports_account_idx").on(table.accountId)],
);

export type LeakedTokenReport = typeof leakedTokenReports.$inferSelect;
