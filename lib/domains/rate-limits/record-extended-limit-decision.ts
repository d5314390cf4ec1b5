import { eq } from "drizzle-orm";
import { invalidateAccessToken } from "../access-tokens";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import type { Executor } from "../../platform/db/client";
import { accessTokens, rateLimitGrants, type AccessToken, type RateLimitGrant } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { findOpenExtensionRequest } from "./lock-access-token";
import { notifyExtendedLimitGranted } from "../notifications";

export interface RecordExtendedLimitDecisionOptions {
  /** The token, read with a row lock in this transaction. */
  token: AccessToken;
  status: "granted" | "revoked";
  rateLimitPerMinute: number;
  actor: Actor;
  origin?: RequestOrigin;
  reason?: string;
  now: Date;
}

/**
 * The common part of granting and revoking: set the limit, close an open customer request,
 * write the decision row and its audit entry. Runs in the caller's transaction.
 */
export async function recordExtendedLimitDecision(
  tx: Executor,
  options: RecordExtendedLimitDecisionOptions,
): Promise<{ token: AccessToken; grant: RateLimitGrant }> {
  const { token, now } = options;
  const [updated] = await tx
    .update(accessTokens)
    .set({ rateLimitPerMinute: options.rateLimitPerMinute })
    .where(eq(accessTokens.id, token.id))
    .returning();
  invalidateAccessToken(tx, token.id);
  // The request row keeps status `requested`; decided_at marks it answered and the
  // decision row below says how.
  const request = await findOpenExtensionRequest(tx, token.id);
  if (request) await tx.update(rateLimitGrants).set({ decidedAt: now }).where(eq(rateLimitGrants.id, request.id));
  const [grant] = await tx
    .insert(rateLimitGrants)
    .values({
      id: newId("rlg"),
      accessTokenId: token.id,
      accountId: token.accountId,
      status: options.status,
      requestedByUserId: request?.requestedByUserId ?? null,
      reason: options.reason ?? null,
      createdAt: now,
      decidedAt: now,
    })
    .returning();
  const entry = await recordAuditEntry(tx, {
    accountId: token.accountId,
    action: options.status === "granted" ? "rate_limit.extended" : "rate_limit.extension_revoked",
    actor: options.actor,
    origin: options.origin,
    resource: { type: "access_token", id: token.id },
    metadata: {
      token_name: token.name,
      rate_limit_per_minute: options.rateLimitPerMinute,
      previous_rate_limit_per_minute: token.rateLimitPerMinute,
      answered_request_id: request?.id ?? null,
    },
  });
  if (options.status === "granted") {
    await notifyExtendedLimitGranted(tx, { accountId: token.accountId, auditEntryId: entry.id, tokenName: token.name, rateLimitPerMinute: options.rateLimitPerMinute });
  }
  return { token: updated!, grant: grant! };
}
