import { and, eq, gte, ne } from "drizzle-orm";
import { changesBetween, isKnownApiVersion, NEWEST_API_VERSION } from "../api-versions";
import { getDb } from "../../platform/db/client";
import { accessTokens, apiVersionUsage, oauthClients, webhooks } from "../../platform/db/schema";

// Who would see a difference: the integrations that called, in the last 30 days, an operation
// whose answer at the version they used differs from the newest (from the usage by version the
// /v1 pipeline notes), and the webhook endpoints whose version is older than the newest and who
// receive an event that changed since.

const CALLERS_WINDOW_MS = 30 * 24 * 3_600_000;

export interface OldVersionCaller {
  /** An OAuth client is one caller, whatever tokens it obtained. */
  kind: "access_token" | "oauth_client";
  id: string;
  /** Null once the token or client is gone (its calls still count). */
  name: string | null;
  /** The older versions it called at, oldest first. */
  versions: string[];
  /** The operations it called whose answers changed since those versions. */
  operations: string[];
  lastSeenAt: Date;
}

export interface OldVersionWebhook {
  id: string;
  url: string;
  apiVersion: string;
  /** The event types it receives whose payload changed since its version. */
  events: string[];
}

/** Whether an answer of `operationId` at `version` differs from the newest. */
const changedSince = (version: string, operationId: string) =>
  isKnownApiVersion(version) && changesBetween(version, NEWEST_API_VERSION).some(({ change }) => change.affects.operations.includes(operationId));

/** The account's integrations that called with older behaviour in the last 30 days, most recent first. */
export async function listOldVersionCallers(options: { accountId: string; now?: Date }): Promise<OldVersionCaller[]> {
  const since = new Date((options.now ?? new Date()).getTime() - CALLERS_WINDOW_MS);
  const rows = await getDb()
    .select({
      tokenId: apiVersionUsage.tokenId,
      oauthClientId: apiVersionUsage.oauthClientId,
      apiVersion: apiVersionUsage.apiVersion,
      operationId: apiVersionUsage.operationId,
      lastSeenAt: apiVersionUsage.lastSeenAt,
      tokenName: accessTokens.name,
      clientName: oauthClients.name,
    })
    .from(apiVersionUsage)
    .leftJoin(accessTokens, eq(accessTokens.id, apiVersionUsage.tokenId))
    .leftJoin(oauthClients, eq(oauthClients.id, apiVersionUsage.oauthClientId))
    .where(and(eq(apiVersionUsage.accountId, options.accountId), gte(apiVersionUsage.lastSeenAt, since), ne(apiVersionUsage.apiVersion, NEWEST_API_VERSION)));
  const callers = new Map<string, OldVersionCaller>();
  for (const row of rows) {
    if (!changedSince(row.apiVersion, row.operationId)) continue;
    const kind = row.oauthClientId ? "oauth_client" : "access_token";
    const id = row.oauthClientId ?? row.tokenId;
    const caller = callers.get(id) ?? { kind, id, name: (kind === "oauth_client" ? row.clientName : row.tokenName) ?? null, versions: [], operations: [], lastSeenAt: row.lastSeenAt };
    if (!caller.versions.includes(row.apiVersion)) caller.versions.push(row.apiVersion);
    if (!caller.operations.includes(row.operationId)) caller.operations.push(row.operationId);
    if (row.lastSeenAt > caller.lastSeenAt) caller.lastSeenAt = row.lastSeenAt;
    callers.set(id, caller);
  }
  return [...callers.values()]
    .map((caller) => ({ ...caller, versions: caller.versions.sort(), operations: caller.operations.sort() }))
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
}

/** The account's webhook endpoints at an older version that receive an event changed since, oldest version first. */
export async function listOldVersionWebhooks(options: { accountId: string }): Promise<OldVersionWebhook[]> {
  const rows = await getDb()
    .select({ id: webhooks.id, url: webhooks.url, apiVersion: webhooks.apiVersion, events: webhooks.events })
    .from(webhooks)
    .where(and(eq(webhooks.accountId, options.accountId), ne(webhooks.apiVersion, NEWEST_API_VERSION)));
  return rows
    .filter((row) => isKnownApiVersion(row.apiVersion))
    .map((row) => {
      const changed = changesBetween(row.apiVersion, NEWEST_API_VERSION).flatMap(({ change }) => change.affects.events);
      const events = [...new Set(changed.filter((type) => row.events.includes("*") || row.events.includes(type)))].sort();
      return { id: row.id, url: row.url, apiVersion: row.apiVersion, events };
    })
    .filter((row) => row.events.length > 0)
    .sort((a, b) => a.apiVersion.localeCompare(b.apiVersion) || a.url.localeCompare(b.url));
}
