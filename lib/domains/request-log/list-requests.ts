import { and, desc, eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { requestLog, type RequestLogRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import type { CredentialType } from "../../platform/schemas/requests";
import { CREDENTIAL_TYPE_CONDITIONS } from "./credential-type";

const MAX_PAGE_SIZE = 200;

/** Where a page ends: the last record's `occurred_at` as text with microseconds, and its request id. */
export interface RequestLogPosition {
  occurredAt: string;
  requestId: string;
}

interface RequestLogFilters {
  /** `2xx`, `3xx`, `4xx` or `5xx`. */
  statusClass?: "2xx" | "3xx" | "4xx" | "5xx";
  /** One operation, by its `operationId` (`createWebhook`, `oauthToken`). */
  operationId?: string;
  /** The access token (`tok_…`) or OAuth client (`oac_…`) that made the calls. */
  credentialId?: string;
  /** Only calls by this kind of caller: the customer area's members (`user`), or the integrations' tokens or clients. */
  credentialType?: CredentialType;
  /** RFC 3339, inclusive. */
  since?: string;
  /** RFC 3339, exclusive. */
  until?: string;
}

export interface ListRequestsOptions extends RequestLogFilters {
  /** Tenancy: only this account's records are ever read. */
  accountId: string;
  limit?: number;
  after?: RequestLogPosition | null;
  executor?: Executor;
}

export interface RequestLogEntry extends RequestLogRow {
  /** `occurred_at` with its microseconds, UTC, RFC 3339. */
  occurredAtText: string;
}

export const occurredAtText = sql<string>`to_char(${requestLog.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of an account's request log, newest first, by keyset on (occurred_at, request_id): the
 * row comparison walks request_log_account_time_idx (one per day partition), so a deep page costs
 * what the first does and records arriving meanwhile never shift what follows.
 */
export async function listRequests(options: ListRequestsOptions): Promise<{ entries: RequestLogEntry[]; next: RequestLogPosition | null }> {
  const limit = options.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new AppError("validation_failed", `The limit must be 1 to ${MAX_PAGE_SIZE}.`, [{ pointer: "#/limit", detail: `Must be an integer from 1 to ${MAX_PAGE_SIZE}.` }]);
  }
  const rows = await (options.executor ?? getDb())
    .select({ ...getTableColumns(requestLog), occurredAtText })
    .from(requestLog)
    .where(and(...conditionsOf(options)))
    .orderBy(desc(requestLog.occurredAt), desc(requestLog.requestId))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  return { entries, next: rows.length > limit && last ? { occurredAt: last.occurredAtText, requestId: last.requestId } : null };
}

const STATUS_RANGES = { "2xx": [200, 300], "3xx": [300, 400], "4xx": [400, 500], "5xx": [500, 600] } as const;

function conditionsOf(options: ListRequestsOptions): SQL[] {
  const conditions: SQL[] = [eq(requestLog.accountId, options.accountId)];
  if (options.statusClass) {
    const [from, to] = STATUS_RANGES[options.statusClass];
    conditions.push(sql`${requestLog.status} >= ${from} and ${requestLog.status} < ${to}`);
  }
  if (options.operationId) conditions.push(eq(requestLog.operationId, options.operationId));
  if (options.credentialId) conditions.push(or(eq(requestLog.tokenId, options.credentialId), eq(requestLog.clientId, options.credentialId))!);
  if (options.credentialType) conditions.push(CREDENTIAL_TYPE_CONDITIONS[options.credentialType]);
  if (options.since) conditions.push(sql`${requestLog.occurredAt} >= ${options.since}::timestamptz`);
  if (options.until) conditions.push(sql`${requestLog.occurredAt} < ${options.until}::timestamptz`);
  if (options.after) {
    conditions.push(sql`(${requestLog.occurredAt}, ${requestLog.requestId}) < (${options.after.occurredAt}::timestamptz, ${options.after.requestId}::text)`);
    // Lets PostgreSQL skip the newer days' partitions, which the row comparison does not prune.
    conditions.push(sql`${requestLog.occurredAt} <= ${options.after.occurredAt}::timestamptz`);
  }
  return conditions;
}
