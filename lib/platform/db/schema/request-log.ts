import { index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

/**
 * The request log: one row for every request to /v1 and /oauth/*, written in batches off the
 * request path (lib/domains/request-log/). Partitioned by day on `occurred_at` (the hand-written
 * migration after the one that creates it), so retention drops whole days. No foreign key to
 * accounts: a log row outlives nothing and must never make a batch fail; no primary key either,
 * since a caller may send the same X-Request-Id twice and both calls are kept.
 */
export const requestLog = pgTable(
  "request_log",
  {
    /** The X-Request-Id the answer carried (the caller's, when well formed, else `req_…`). */
    requestId: text("request_id").notNull(),
    occurredAt: timestamptz("occurred_at").notNull(),
    /** The token's or client's account; null when the caller was not identified (nobody reads those). */
    accountId: text("account_id"),
    method: text("method").notNull(),
    /** The operation's path as the OpenAPI document names it (`/v1/webhooks/{id}`), or the path itself. */
    pathTemplate: text("path_template").notNull(),
    path: text("path").notNull(),
    /** The operation's `operationId` (`createWebhook`, `oauthToken`); null for a path that is none. */
    operationId: text("operation_id"),
    /** The query string without `?`, redacted. */
    query: text("query").notNull().default(""),
    status: smallint("status").notNull(),
    /** The problem's `code` (or the OAuth `error`) of an error answer. */
    problemCode: text("problem_code"),
    /** Microseconds from the request's arrival to its answer's headers. */
    durationUs: integer("duration_us").notNull(),
    /** `tok_…` of the access token used, when one was accepted. */
    tokenId: text("token_id"),
    /** `oac_…` of the OAuth client: the one that authenticated at /oauth/*, or that minted the token. */
    clientId: text("client_id"),
    /** The token's or client's name at the time (never a secret). */
    credentialName: text("credential_name"),
    scopes: text("scopes").array().notNull().default([]),
    ip: text("ip"),
    userAgent: text("user_agent"),
    rateLimitLimit: integer("rate_limit_limit"),
    rateLimitRemaining: integer("rate_limit_remaining"),
    /** Unix seconds at which the rate-limit window resets. */
    rateLimitReset: integer("rate_limit_reset"),
    /** A few request headers, redacted (Authorization shown as `Bearer $TOKEN`). */
    requestHeaders: jsonb("request_headers").$type<Record<string, string>>().notNull().default({}),
    /** Write operations only: the bodies, secrets redacted, at most 8 KiB each. */
    requestBody: text("request_body"),
    responseBody: text("response_body"),
  },
  (table) => [
    index("request_log_account_time_idx").on(table.accountId, table.occurredAt.desc().nullsFirst(), table.requestId.desc().nullsFirst()),
    index("request_log_account_request_idx").on(table.accountId, table.requestId),
  ],
);

export type RequestLogRow = typeof requestLog.$inferSelect;
export type NewRequestLogRow = typeof requestLog.$inferInsert;
