import { sql } from "drizzle-orm";
import { check, index, inet, integer, pgEnum, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { accessScope } from "./access-scope";
import { accounts } from "./accounts";
import { createdAt, timestamptz } from "./columns";
import { oauthClients } from "./oauth-clients";
import { users } from "./users";
import { rateLimitGrantStatuses, type RateLimitGrantStatus } from "../../schemas/vocabulary";

export { accessScope };
export type { RateLimitGrantStatus };

/** OAuth 2.0 bearer tokens for /v1. Only the SHA-256 of the secret is stored. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: accessScope("scopes").array().notNull(),
    /** SHA-256 of the full token, hex: the lookup key. */
    tokenHash: text("token_hash").notNull().unique(),
    /** Non-secret hint shown in the customer area: the prefix and the last four characters. */
    tokenHint: text("token_hint").notNull(),
    /** User who issued it; null when issued by the operator command line. */
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    revokedAt: timestamptz("revoked_at"),
    /** Updated at most once a minute, not on every request. */
    lastUsedAt: timestamptz("last_used_at"),
    lastUsedIp: inet("last_used_ip"),
    /** Requests per minute: 600 by default, 3 000 once the extended limit is granted. */
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(600),
    /**
     * The OAuth client that obtained it by the client credentials grant; null for tokens made in
     * the customer area or by the operator. Its tokens share the client's rate-limit window.
     */
    oauthClientId: text("oauth_client_id").references((): AnyPgColumn => oauthClients.id, { onDelete: "set null" }),
  },
  (table) => [
    index("access_tokens_account_idx").on(table.accountId, table.createdAt),
    // The expiry-warning scan pages through live tokens by (expires_at, id).
    index("access_tokens_oauth_client_idx").on(table.oauthClientId).where(sql`${table.oauthClientId} is not null`),
    index("access_tokens_live_expiry_idx").on(table.expiresAt, table.id).where(sql`${table.revokedAt} is null`),
  ],
);

export const rateLimitGrantStatus = pgEnum("rate_limit_grant_status", rateLimitGrantStatuses);

/** Requests for the extended limit and the operator's decisions on them. */
export const rateLimitGrants = pgTable(
  "rate_limit_grants",
  {
    id: text("id").primaryKey(),
    /** The token the limit is for; null when it is for an OAuth client (exactly one of the two is set). */
    accessTokenId: text("access_token_id").references(() => accessTokens.id, { onDelete: "cascade" }),
    /** The OAuth client the limit is for, shared by every token it mints; null when it is for a token. */
    oauthClientId: text("oauth_client_id").references(() => oauthClients.id, { onDelete: "cascade" }),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    status: rateLimitGrantStatus("status").notNull(),
    requestedByUserId: text("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: timestamptz("decided_at"),
  },
  (table) => [
    index("rate_limit_grants_token_idx").on(table.accessTokenId),
    index("rate_limit_grants_oauth_client_idx").on(table.oauthClientId),
    check("rate_limit_grants_one_holder", sql`num_nonnulls(${table.accessTokenId}, ${table.oauthClientId}) = 1`),
  ],
);

export type AccessToken = typeof accessTokens.$inferSelect;
export type NewAccessToken = typeof accessTokens.$inferInsert;
export type RateLimitGrant = typeof rateLimitGrants.$inferSelect;
