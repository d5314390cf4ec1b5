import { sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { apiVersionUsage } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { processGlobal } from "../../platform/process-globals";

// Which version each token called each operation at (issue 33: "usage records which version each
// token and OAuth client called with"). The API version page only asks "in the last 30 days", so
// a row is written at most every few minutes per (token, version, operation) and process, off the
// request's path, like a token's "last used".
const INTERVAL_MS = 5 * 60_000;
const slot = processGlobal<Map<string, number>>("apiVersionUsage");

export interface ApiVersionCall {
  tokenId: string;
  accountId: string;
  /** The OAuth client that obtained the token, if one did. */
  oauthClientId: string | null;
  apiVersion: string;
  operationId: string;
}

/** Notes one answered call; synchronous and cheap on every request but the few that write. */
export function noteApiVersionUsage(call: ApiVersionCall, now = new Date()): void {
  const lastWrites = slot.get() ?? slot.set(new Map());
  const key = `${call.tokenId}|${call.apiVersion}|${call.operationId}`;
  if (now.getTime() - (lastWrites.get(key) ?? 0) < INTERVAL_MS) return;
  lastWrites.set(key, now.getTime());
  void writeApiVersionUsage(call, now).catch((error: unknown) => {
    // Written again on the next call after the interval; the token id says which integration, not a secret.
    lastWrites.delete(key);
    logger.warn({ err: error, tokenId: call.tokenId }, "could not record the API version of a call");
  });
}

/** The row's upsert; exported for the tests, which await it. */
export async function writeApiVersionUsage(call: ApiVersionCall, now: Date): Promise<void> {
  await getDb()
    .insert(apiVersionUsage)
    .values({ ...call, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [apiVersionUsage.tokenId, apiVersionUsage.apiVersion, apiVersionUsage.operationId],
      // Instances may write out of order: the later time wins.
      set: { lastSeenAt: sql`greatest(${apiVersionUsage.lastSeenAt}, excluded.last_seen_at)` },
    });
}
