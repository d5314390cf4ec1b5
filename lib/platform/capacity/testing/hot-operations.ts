import { and, asc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { createAccessToken } from "../../../domains/access-tokens/create-access-token";
import { dueTokens, NOTICES } from "../../../domains/access-tokens/enqueue-expiry-notices";
import { shortestValidityWarnedAt } from "../../../domains/access-tokens/validity";
import { v1App } from "../../../adapters/api/v1-app";
import { systemActor } from "../../../domains/audit/actor";
import { auditCursorScope, encodeAuditCursor, type AuditCursorFilters } from "../../../domains/audit/audit-cursor";
import { getDb } from "../../db/client";
import { accessTokens } from "../../db/schema";
import { claimDueDeliveries } from "../../../domains/webhooks/claim-due-deliveries";

// The hot operations of issue 25, run the way production runs them on the large tenant of the
// scale data (lib/domains/seed/scale/): /v1 requests through the v1 app in-process (the whole pipeline:
// token lookup, rate limit, the service's queries), and the workers' webhook claim and
// expiry-warning scan through their service functions. bench:scale times them; the plan test
// reads their plans.

export interface HotOperation {
  name: string;
  run: () => Promise<void>;
}

/** The large tenant of the scale data: account 1. */
const LARGE_TENANT_ID = "acc_00000000000000000000000001";
const PAGE = 50;
/** "At depth": this far down the (filtered) list. */
const DEPTH_SHARE = 0.9;
const DAY_MS = 86_400_000;

/** Each filter of GET /v1/audit, with values the large tenant's journal holds plenty of. */
function auditFilters(now: Date): Record<string, AuditCursorFilters> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    "none": {},
    "actor": { actor_id: "usr_00000000000000000000000001" },
    "action": { action: "webhook.updated" },
    "resource": { resource_id: "wh_00000000000000000000000001" },
    "time range": { since: daysAgo(40), until: daysAgo(10) },
  };
}

/** The SQL conditions matching `filters` (for finding a depth position, untimed). */
function filterCondition(filters: AuditCursorFilters) {
  const parts = [sql`account_id = ${LARGE_TENANT_ID}`];
  if (filters.actor_id) parts.push(sql`actor_id = ${filters.actor_id}`);
  if (filters.action) parts.push(sql`action = ${filters.action}`);
  if (filters.resource_id) parts.push(sql`resource_id = ${filters.resource_id}`);
  if (filters.since) parts.push(sql`occurred_at >= ${filters.since}::timestamptz`);
  if (filters.until) parts.push(sql`occurred_at < ${filters.until}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** A cursor to the page DEPTH_SHARE down the filtered journal. */
async function depthCursor(filters: AuditCursorFilters): Promise<string> {
  const where = filterCondition(filters);
  const counted = await getDb().execute(sql`select count(*)::int as n from audit_entries where ${where}`);
  const depth = Math.floor(Number((counted.rows[0] as { n: number }).n) * DEPTH_SHARE);
  const found = await getDb().execute(sql`
    select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from audit_entries
    where ${where} order by occurred_at desc, id desc offset ${Math.max(0, depth - 1)} limit 1`);
  const row = found.rows[0] as { t: string; id: string };
  return encodeAuditCursor(auditCursorScope(LARGE_TENANT_ID, filters), { occurredAt: row.t, id: row.id });
}

/** Read tokens of the large tenant, with a limit no benchmark reaches. */
async function benchTokens(count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let index = 0; index < count; index++) {
    const created = await createAccessToken({ accountId: LARGE_TENANT_ID, actor: systemActor("bench"), name: `hot ${index}`, scopes: ["read"], expiresInSeconds: 86_400 });
    await getDb().update(accessTokens).set({ rateLimitPerMinute: 1_000_000 }).where(eq(accessTokens.id, created.record.id));
    tokens.push(created.token);
  }
  return tokens;
}

/** Issues tokens and finds depth positions (untimed), then returns the operations. */
export async function prepareHotOperations(now = new Date()): Promise<HotOperation[]> {
  const tokens = await benchTokens(4);
  let turn = 0;
  const get = (path: string) => async () => {
    const response = await v1App.fetch(new Request(`http://127.0.0.1${path}`, { headers: { authorization: `Bearer ${tokens[turn++ % tokens.length]}` } }));
    const body = await response.text();
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${body}`);
  };
  const operations: HotOperation[] = [{ name: "GET /v1/modules", run: get("/v1/modules") }];
  for (const [name, filters] of Object.entries(auditFilters(now))) {
    const query = new URLSearchParams({ limit: String(PAGE), ...filters });
    operations.push({ name: `GET /v1/audit head, filter ${name}`, run: get(`/v1/audit?${query}`) });
    query.set("cursor", await depthCursor(filters));
    operations.push({ name: `GET /v1/audit depth, filter ${name}`, run: get(`/v1/audit?${query}`) });
  }
  operations.push({ name: "GET /v1/usage 24h", run: get("/v1/usage?range=24h") });
  operations.push({ name: "GET /v1/usage 30d", run: get("/v1/usage?range=30d") });
  // A lease of 0: the claimed deliveries stay due, so every run claims a full batch.
  operations.push({ name: "webhook claim (50)", run: async () => void (await claimDueDeliveries({ now: new Date(), batchSize: 50, leaseMs: 0 })) });
  const notice = NOTICES[0];
  const shortest = shortestValidityWarnedAt(notice.days * DAY_MS)!;
  const deep = await deepDueToken(now, notice.days);
  operations.push({ name: "expiry scan page (50), head", run: async () => void (await dueTokens(notice, shortest, now, PAGE, undefined)) });
  operations.push({ name: "expiry scan page (50), depth", run: async () => void (await dueTokens(notice, shortest, now, PAGE, deep)) });
  return operations;
}

/** The token DEPTH_SHARE down the scan's list of tokens expiring within `days`. */
async function deepDueToken(now: Date, days: number) {
  const due = and(isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now), lte(accessTokens.expiresAt, new Date(now.getTime() + days * DAY_MS)));
  const [{ n }] = (await getDb().execute(sql`select count(*)::int as n from ${accessTokens} where ${due}`)).rows as [{ n: number }];
  const [token] = await getDb().select().from(accessTokens).where(due).orderBy(asc(accessTokens.expiresAt), asc(accessTokens.id)).offset(Math.floor(n * DEPTH_SHARE)).limit(1);
  return token;
}
