import { eq, sql } from "drizzle-orm";
import { NEWEST_API_VERSION } from "../api-versions";
import { InvalidatedCache } from "../../platform/cache/invalidated-cache";
import { onInvalidation } from "../../platform/cache/invalidation-bus";
import { getDb } from "../../platform/db/client";
import { preparedPerDatabase, statementName } from "../../platform/db/prepared";
import { accounts } from "../../platform/db/schema";

// Each account's default /v1 version, held in each process: every authenticated request without
// an `Api-Version` header is answered at it, so reading it must cost no database round trip.
// Entries are dropped on every instance by `account-api-version` messages, which the database
// sends itself when the column changes (an upgrade, a rollback, SQL typed by hand).

const ACCOUNT_VERSION_CACHE_TTL_MS = 30_000;

const apiVersionOfAccount = preparedPerDatabase((db) =>
  db
    .select({ apiVersion: accounts.apiVersion })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder("accountId")))
    .limit(1)
    .prepare(statementName("account_api_version")),
);

const cache = new InvalidatedCache<{ apiVersion: string }>({ kind: "account-api-version", max: 50_000, ttlMs: ACCOUNT_VERSION_CACHE_TTL_MS });

onInvalidation((invalidation) => {
  if (invalidation.kind === "account-api-version") cache.delete(invalidation.accountId);
});

/**
 * The version the account's requests default to. An account that no longer exists (its
 * credentials are refused a moment later anyway) reads as the newest.
 */
export async function findAccountApiVersion(accountId: string): Promise<string> {
  const found = await cache.get(accountId, async () => {
    const [row] = await apiVersionOfAccount(getDb()).execute({ accountId });
    return row ? { apiVersion: row.apiVersion } : undefined;
  });
  return found?.apiVersion ?? NEWEST_API_VERSION;
}
