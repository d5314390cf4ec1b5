import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { accessScope } from "./access-scope";
import { createdAt, timestamptz } from "./columns";
import { users } from "./users";
import { oauthClientAuthMethods } from "../../schemas/vocabulary";

export const oauthClientAuthMethod = pgEnum("oauth_client_auth_method", oauthClientAuthMethods);

/** Machines that obtain short-lived access tokens by the client credentials grant (RFC 6749 §4.4). */
export const oauthClients = pgTable(
  "oauth_clients",
  {
    /** `oac_…`: also the OAuth `client_id`. */
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull().references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The most a token may carry; a token request's `scope` narrows within it. */
    scopeCeiling: accessScope("scope_ceiling").array().notNull(),
    /** Lifetime of each issued token, 3 600 to 86 400 seconds. */
    tokenLifetimeSeconds: integer("token_lifetime_seconds").notNull().default(3600),
    authMethod: oauthClientAuthMethod("auth_method").notNull(),
    /** private_key_jwt: the pasted public JWKS (`{ keys: [...] }`, public members only); null with a URL. */
    jwks: jsonb("jwks"),
    /** private_key_jwt: where the client publishes its keys; null with a pasted JWKS. */
    jwksUri: text("jwks_uri"),
    /** Shared by every token of the client: 600, or 3 000 once extended. */
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(600),
    createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    disabledAt: timestamptz("disabled_at"),
    /** Start of the minute whose issuance entry is in the journal; later issuances in it are only counted. */
    issuanceJournalledAt: timestamptz("issuance_journalled_at"),
    /** Tokens issued since that entry and not yet journalled: the next entry carries them. */
    issuancesNotJournalled: integer("issuances_not_journalled").notNull().default(0),
  },
  (table) => [index("oauth_clients_account_idx").on(table.accountId, table.createdAt)],
);

/** Client secrets: the current one (no expiry) and, after a rotation, the previous one until its grace ends. */
export const oauthClientSecrets = pgTable(
  "oauth_client_secrets",
  {
    id: text("id").primaryKey(),
    clientId: text("client_id").notNull().references(() => oauthClients.id, { onDelete: "cascade" }),
    /** SHA-256 of the secret, hex (≥190 random bits: a fast hash is enough). */
    secretHash: text("secret_hash").notNull().unique(),
    secretHint: text("secret_hint").notNull(),
    createdAt: createdAt(),
    /** Null while current; set at rotation to the end of the grace period. */
    expiresAt: timestamptz("expires_at"),
  },
  (table) => [index("oauth_client_secrets_client_idx").on(table.clientId, table.createdAt)],
);

/** `jti`s of client assertions seen, kept until the assertion expires: a replay is refused. */
export const oauthClientAssertions = pgTable(
  "oauth_client_assertions",
  {
    clientId: text("client_id").notNull().references(() => oauthClients.id, { onDelete: "cascade" }),
    jti: text("jti").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.jti] }), index("oauth_client_assertions_expiry_idx").on(table.expiresAt)],
);

export type OAuthClient = typeof oauthClients.$inferSelect;
export type OAuthClientSecret = typeof oauthClientSecrets.$inferSelect;
