import { desc, inArray } from "drizzle-orm";
import type { Executor } from "../../platform/db/client";
import { rateLimitGrants, type RateLimitGrant } from "../../platform/db/schema";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "./per-minute-limits";

/**
 * Where a token's or a client's extended rate limit stands, as the customer sees it: never asked,
 * asked and waiting for the operator, granted, or declined (the operator answered no, or took it back).
 */
export type ExtendedLimitState = "none" | "requested" | "granted" | "declined";

interface Holder {
  id: string;
  rateLimitPerMinute: number;
}

/** Each holder's state, read from its latest request or decision (tokens: `access_token`, clients: `oauth_client`). */
export async function extendedLimitStates(db: Executor, type: "access_token" | "oauth_client", holders: Holder[]): Promise<Map<string, ExtendedLimitState>> {
  const column = type === "access_token" ? rateLimitGrants.accessTokenId : rateLimitGrants.oauthClientId;
  const history = holders.length
    ? await db.select().from(rateLimitGrants).where(inArray(column, holders.map((holder) => holder.id))).orderBy(desc(rateLimitGrants.createdAt), desc(rateLimitGrants.id))
    : [];
  const latest = new Map<string, RateLimitGrant>();
  for (const grant of history) {
    const holderId = (type === "access_token" ? grant.accessTokenId : grant.oauthClientId)!;
    if (!latest.has(holderId)) latest.set(holderId, grant);
  }
  return new Map(holders.map((holder) => [holder.id, stateOf(holder, latest.get(holder.id))]));
}

function stateOf(holder: Holder, latest: RateLimitGrant | undefined): ExtendedLimitState {
  if (holder.rateLimitPerMinute >= EXTENDED_RATE_LIMIT_PER_MINUTE) return "granted";
  if (!latest) return "none";
  if (latest.status === "requested" && !latest.decidedAt) return "requested";
  return latest.status === "revoked" ? "declined" : "none";
}
