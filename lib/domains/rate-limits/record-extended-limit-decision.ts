import { eq } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import type { Executor } from "../../platform/db/client";
import { rateLimitGrants, type RateLimitGrant } from "../../platform/db/schema";
import { newId } from "../../platform/ids";
import { findOpenExtensionRequest, grantHolderValues, type LimitHolder } from "./lock-limit-holder";
import { holderNameMetadata } from "./holder-name-metadata";
import { setHolderLimit } from "./set-holder-limit";
import { notifyExtendedLimitGranted } from "../notifications";

export interface RecordExtendedLimitDecisionOptions {
  /** The token or client, read with a row lock in this transaction. */
  holder: LimitHolder;
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
): Promise<{ holder: LimitHolder; grant: RateLimitGrant }> {
  const { holder, now } = options;
  await setHolderLimit(tx, holder, options.rateLimitPerMinute);
  // The request row keeps status `requested`; decided_at marks it answered and the
  // decision row below says how.
  const request = await findOpenExtensionRequest(tx, holder);
  if (request) await tx.update(rateLimitGrants).set({ decidedAt: now }).where(eq(rateLimitGrants.id, request.id));
  const [grant] = await tx
    .insert(rateLimitGrants)
    .values({
      id: newId("rlg"),
      ...grantHolderValues(holder),
      accountId: holder.accountId,
      status: options.status,
      requestedByUserId: request?.requestedByUserId ?? null,
      reason: options.reason ?? null,
      createdAt: now,
      decidedAt: now,
    })
    .returning();
  const entry = await recordAuditEntry(tx, {
    accountId: holder.accountId,
    action: options.status === "granted" ? "rate_limit.extended" : "rate_limit.extension_revoked",
    actor: options.actor,
    origin: options.origin,
    resource: { type: holder.type, id: holder.id },
    metadata: {
      ...holderNameMetadata(holder),
      rate_limit_per_minute: options.rateLimitPerMinute,
      previous_rate_limit_per_minute: holder.rateLimitPerMinute,
      answered_request_id: request?.id ?? null,
    },
  });
  if (options.status === "granted") {
    await notifyExtendedLimitGranted(tx, { accountId: holder.accountId, auditEntryId: entry.id, holder, rateLimitPerMinute: options.rateLimitPerMinute });
  }
  return { holder: { ...holder, rateLimitPerMinute: options.rateLimitPerMinute }, grant: grant! };
}
