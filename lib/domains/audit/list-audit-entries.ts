import { desc, and, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { auditEntries, type ActorType, type AuditEntry } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";

const DEFAULT_AUDIT_PAGE_SIZE = 50;
/** The API allows 200 per page; the customer area's export reads 1 000 at a time. */
const MAX_AUDIT_PAGE_SIZE = 1_000;

/**
 * Where a page ends: the last entry's `occurred_at` as PostgreSQL text with microseconds
 * (`2026-11-22T09:30:00.123456Z`) and its id. A JS Date would drop the microseconds, and a
 * position rounded to milliseconds would skip or repeat entries that share the millisecond.
 */
export interface AuditPosition {
  occurredAt: string;
  id: string;
}

export interface AuditEntryFilters {
  action?: string;
  actorId?: string;
  /** The operator (`system`) has no id: the only way to pick its entries. */
  actorType?: ActorType;
  resourceId?: string;
  /** RFC 3339, inclusive. Handed to PostgreSQL as text, so fractional seconds survive. */
  since?: string;
  /** RFC 3339, exclusive. */
  until?: string;
}

export interface ListAuditEntriesOptions extends AuditEntryFilters {
  /** Tenancy: only this account's entries are ever read. */
  accountId: string;
  /** 1–1 000; default 50. */
  limit?: number;
  /** Continue after this entry (exclusive); the newest entries when absent. */
  after?: AuditPosition | null;
  /** Defaults to the app's database; the benchmark passes its own. */
  executor?: Executor;
}

export interface AuditEntryRow extends AuditEntry {
  /** `occurred_at` with its microseconds, UTC, RFC 3339. */
  occurredAtText: string;
}

export interface AuditEntryPage {
  entries: AuditEntryRow[];
  /** Position of the last entry when more follow; null on the last page. */
  next: AuditPosition | null;
}

// Newest first. The indexes are declared DESC NULLS FIRST (migration 0002), which is what plain
// DESC means, so this order is read straight from audit_entries_account_time_idx (one copy per
// monthly partition, merged in order), never sorted.
export const newestFirst = [desc(auditEntries.occurredAt), desc(auditEntries.id)];

// Formatted in SQL, independent of the session's TimeZone and DateStyle.
const occurredAtText = sql<string>`to_char(${auditEntries.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of an account's audit journal, newest first, by keyset on (occurred_at, id): the
 * row comparison walks `audit_entries_account_time_idx` from the position, so a page deep in
 * the journal costs what the first one does, and entries arriving meanwhile (always newer, at
 * the head) neither shift nor repeat what follows.
 */
export async function listAuditEntries(options: ListAuditEntriesOptions): Promise<AuditEntryPage> {
  const limit = options.limit ?? DEFAULT_AUDIT_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_AUDIT_PAGE_SIZE) {
    throw new AppError("validation_failed", `The limit must be 1 to ${MAX_AUDIT_PAGE_SIZE}.`, [
      { pointer: "#/limit", detail: `Must be an integer from 1 to ${MAX_AUDIT_PAGE_SIZE}.` },
    ]);
  }
  // One more than asked tells whether another page follows, without a count.
  const rows = await auditPageQuery(options, limit + 1);
  const entries = rows.slice(0, limit);
  const last = entries.at(-1);
  const next = rows.length > limit && last ? { occurredAt: last.occurredAtText, id: last.id } : null;
  return { entries, next };
}

/** The page's query, unexecuted: its plan is checked by a test. */
export function auditPageQuery(options: ListAuditEntriesOptions, rows: number) {
  return (options.executor ?? getDb())
    .select({ ...getTableColumns(auditEntries), occurredAtText })
    .from(auditEntries)
    .where(and(...conditionsOf(options)))
    .orderBy(...newestFirst)
    .limit(rows);
}

function conditionsOf(options: ListAuditEntriesOptions): SQL[] {
  const conditions: SQL[] = [eq(auditEntries.accountId, options.accountId)];
  if (options.action) conditions.push(eq(auditEntries.action, options.action));
  if (options.actorId) conditions.push(eq(auditEntries.actorId, options.actorId));
  if (options.actorType) conditions.push(eq(auditEntries.actorType, options.actorType));
  if (options.resourceId) conditions.push(eq(auditEntries.resourceId, options.resourceId));
  if (options.since) conditions.push(sql`${auditEntries.occurredAt} >= ${options.since}::timestamptz`);
  if (options.until) conditions.push(sql`${auditEntries.occurredAt} < ${options.until}::timestamptz`);
  if (options.after) {
    conditions.push(sql`(${auditEntries.occurredAt}, ${auditEntries.id}) < (${options.after.occurredAt}::timestamptz, ${options.after.id}::text)`);
    // Implied by the row comparison, which PostgreSQL does not prune partitions by: with it,
    // a page deep in the journal never opens the months newer than its position.
    conditions.push(sql`${auditEntries.occurredAt} <= ${options.after.occurredAt}::timestamptz`);
  }
  return conditions;
}
