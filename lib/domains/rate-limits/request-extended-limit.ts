import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { rateLimitGrants, type RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { findOpenExtensionRequest, lockAccessToken } from "./lock-access-token";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "../access-tokens";

export interface RequestExtendedLimitOptions {
  /** The customer's account: a token of another account is "not found". */
  accountId: string;
  tokenId: string;
  actor: Actor;
  origin?: RequestOrigin;
  /** What the customer needs the higher limit for, shown to the operator. */
  reason?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/** Records a customer's request for the extended limit; an operator decides on it later. */
export async function requestExtendedLimit(options: RequestExtendedLimitOptions): Promise<RateLimitGrant> {
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() || null;
  if (reason && reason.length > 1000) {
    throw new AppError("validation_failed", "The reason must be at most 1000 characters.", [
      { pointer: "#/reason", detail: "Must be at most 1000 characters." },
    ]);
  }
  return getDb().transaction(async (tx) => {
    // The row lock makes a double click produce one request and one conflict, not two requests.
    const token = await lockAccessToken(tx, options);
    if (token.revokedAt || token.expiresAt <= now) {
      throw new AppError("conflict", "This token is revoked or expired: create a new one first.");
    }
    if (token.rateLimitPerMinute >= EXTENDED_RATE_LIMIT_PER_MINUTE) {
      throw new AppError("conflict", "This token already has the extended limit.");
    }
    if (await findOpenExtensionRequest(tx, token.id)) {
      throw new AppError("conflict", "The extended limit has already been requested for this token.");
    }
    const [request] = await tx
      .insert(rateLimitGrants)
      .values({
        id: newId("rlg"),
        accessTokenId: token.id,
        accountId: token.accountId,
        status: "requested",
        requestedByUserId: options.actor.type === "user" ? options.actor.id : null,
        reason,
        createdAt: now,
      })
      .returning();
    await recordAuditEntry(tx, {
      accountId: token.accountId,
      action: "rate_limit.extension_requested",
      actor: options.actor,
      origin: options.origin,
      resource: { type: "access_token", id: token.id },
      metadata: { token_name: token.name, request_id: request!.id, reason },
    });
    return request!;
  });
}
