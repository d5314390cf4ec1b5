import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { accessTokens } from "../../platform/db/schema";
import { logger } from "../../platform/logger";
import { processGlobal } from "../../platform/process-globals";

// "Last used" is shown to the minute, so it is written at most once a minute per token and
// process, off the request's path, instead of one write per request.
const INTERVAL_MS = 60_000;
const slot = processGlobal<Map<string, number>>("tokenUsage");

export function touchTokenUsage(tokenId: string, ip: string | null | undefined, now = new Date()): void {
  const lastWrites = slot.get() ?? slot.set(new Map());
  if (now.getTime() - (lastWrites.get(tokenId) ?? 0) < INTERVAL_MS) return;
  lastWrites.set(tokenId, now.getTime());
  const staleBefore = new Date(now.getTime() - INTERVAL_MS);
  getDb()
    .update(accessTokens)
    .set({ lastUsedAt: now, lastUsedIp: ip ?? null })
    // Several instances may race here; the condition keeps it to one write a minute overall.
    .where(and(eq(accessTokens.id, tokenId), or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, staleBefore))))
    .catch((error: unknown) => logger.warn({ err: error, tokenId }, "could not record token usage"));
}
