import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { accessTokens, auditEntries, invoices, modules, type SyncState } from "../db/schema";
import { resolveResourceNames, resourceKey } from "../audit/resolve-resource-names";
import { syncStates } from "../schemas/vocabulary";

export interface GetAccountOverviewOptions {
  accountId: string;
  now?: Date;
}

const SOON_MS = 7 * 24 * 60 * 60 * 1000;

/** The numbers on the Overview page, all from the database, in four parallel queries. */
export async function getAccountOverview(options: GetAccountOverviewOptions) {
  const db = getDb();
  const now = options.now ?? new Date();
  const [stateCounts, tokenCounts, [lastInvoice], recentActivity, failedModules] = await Promise.all([
    db
      .select({ state: modules.syncState, count: sql<number>`count(*)::int` })
      .from(modules)
      .where(and(eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt)))
      .groupBy(modules.syncState),
    db
      .select({
        active: sql<number>`count(*)::int`,
        expiringSoon: sql<number>`count(*) filter (where ${accessTokens.expiresAt} < ${new Date(now.getTime() + SOON_MS)})::int`,
      })
      .from(accessTokens)
      .where(and(eq(accessTokens.accountId, options.accountId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now))),
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
      .select({ id: modules.id, name: modules.name, lastErrorMessage: modules.lastErrorMessage })
      .from(modules)
      .where(and(eq(modules.accountId, options.accountId), isNull(modules.deactivatedAt), eq(modules.syncState, "failed")))
      .orderBy(modules.name),
  ]);
  const resources = recentActivity.flatMap((entry) => (entry.resourceType && entry.resourceId ? [{ type: entry.resourceType, id: entry.resourceId }] : []));
  const names = await resolveResourceNames({ accountId: options.accountId, resources });

  const modulesByState = Object.fromEntries(syncStates.map((state) => [state, 0])) as Record<SyncState, number>;
  for (const row of stateCounts) modulesByState[row.state] = row.count;
  return {
    modulesByState,
    moduleCount: stateCounts.reduce((sum, row) => sum + row.count, 0),
    activeTokens: tokenCounts[0]?.active ?? 0,
    tokensExpiringSoon: tokenCounts[0]?.expiringSoon ?? 0,
    lastInvoice: lastInvoice ?? null,
    recentActivity: recentActivity.map((entry) => ({
      ...entry,
      resourceName: entry.resourceType && entry.resourceId ? (names.get(resourceKey({ type: entry.resourceType, id: entry.resourceId })) ?? null) : null,
    })),
    failedModules,
  };
}

export type AccountOverview = Awaited<ReturnType<typeof getAccountOverview>>;
