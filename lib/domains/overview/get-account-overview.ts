import { and, desc, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { isTokenExpiringSoon, LONG_LIVED_WARNING_MS } from "../access-tokens";
import { getDb } from "../../platform/db/client";
import { accessTokens, auditEntries, invoices, modules } from "../../platform/db/schema";
import { countByDisplayedState, displayedSyncState } from "../modules";
import { resolveResourceNames, resourceKey } from "../audit";

export interface GetAccountOverviewOptions {
  accountId: string;
  now?: Date;
}

/** The numbers on the Overview page, all from the database, in parallel queries. */
export async function getAccountOverview(options: GetAccountOverviewOptions) {
  const db = getDb();
  const now = options.now ?? new Date();
  const liveTokens = and(eq(accessTokens.accountId, options.accountId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now));
  const [moduleStates, tokenCounts, nearingExpiry, [lastInvoice], recentActivity, failedModules] = await Promise.all([
    // Each module's facts, not a count per stored state: the overview counts what the pages show.
    db
      .select({ state: modules.syncState, lastSyncStartedAt: modules.lastSyncStartedAt, nextSyncAt: modules.nextSyncAt })
      .from(modules)
      .where(and(eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt))),
    db.select({ active: sql<number>`count(*)::int` }).from(accessTokens).where(liveTokens),
    // No token is warned earlier than this; which of these are "expiring" is the token list's rule.
    db
      .select({ createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(and(liveTokens, lte(accessTokens.expiresAt, new Date(now.getTime() + LONG_LIVED_WARNING_MS)))),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.accountId, options.accountId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(1),
    db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.accountId, options.accountId))
      .orderBy(desc(auditEntries.occurredAt), desc(auditEntries.id))
      .limit(8),
    db
      .select({ id: modules.id, name: modules.name, lastErrorCode: modules.lastErrorCode, nextSyncAt: modules.nextSyncAt })
      .from(modules)
      .where(and(eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt), eq(modules.syncState, "failed")))
      .orderBy(modules.name),
  ]);
  const resources = recentActivity.flatMap((entry) => (entry.resourceType && entry.resourceId ? [{ type: entry.resourceType, id: entry.resourceId }] : []));
  const names = await resolveResourceNames({ accountId: options.accountId, resources });

  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  const modulesByState = countByDisplayedState(
    moduleStates.map((row) => ({ state: row.state, last_sync_started_at: iso(row.lastSyncStartedAt), next_sync_at: iso(row.nextSyncAt) })),
    now.getTime(),
  );
  return {
    modulesByState,
    moduleCount: moduleStates.length,
    activeTokens: tokenCounts[0]?.active ?? 0,
    tokensExpiringSoon: nearingExpiry.filter((token) => isTokenExpiringSoon(token, now)).length,
    lastInvoice: lastInvoice ?? null,
    recentActivity: recentActivity.map((entry) => ({
      ...entry,
      resourceName: entry.resourceType && entry.resourceId ? (names.get(resourceKey({ type: entry.resourceType, id: entry.resourceId })) ?? null) : null,
    })),
    // A failed module whose retry is already due reads "starting" everywhere else: not listed as failed.
    failedModules: failedModules
      .filter((row) => displayedSyncState({ state: "failed", last_sync_started_at: null, next_sync_at: iso(row.nextSyncAt) }, now.getTime()) === "failed")
      .map(({ id, name, lastErrorCode }) => ({ id, name, lastErrorCode })),
  };
}

export type AccountOverview = Awaited<ReturnType<typeof getAccountOverview>>;
