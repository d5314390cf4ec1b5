import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { rateLimitGrants, type RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { holderNameMetadata } from "./holder-name-metadata";
import { findOpenExtensionRequest, grantHolderValues, lockLimitHolder, type LimitHolderRef } from "./lock-limit-holder";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "../access-tokens";

/** A customer's request for the extended limit of a token (`tokenId`) or an OAuth client (`clientId`). */
export type RequestExtendedLimitOptions = LimitHolderRef & {
  /** The customer's account: a token or client of another account is "not found". */
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  /** What the customer needs the higher limit for, shown to the operator. */
  reason?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
};

/** Records a customer's request for the extended limit; an operator decides on it later. */
export async function requestExtendedLimit(options: RequestExtendedLimitOptions): Promise<RateLimitGrant> {
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() || null;
  if (reason && reason.length > 1000) {
    throw new AppError("validation_failed", "The reason must be at most 1000 characters.", [
      { pointer: "#/reason", detail: "Must be at most 1000 characters." },
    ]);
  }
  const what = options.clientId === undefined ? "token" : "client";
  return getDb().transaction(async (tx) => {
    // The row lock makes a double click produce one request and one conflict, not two requests.
    const holder = await lockLimitHolder(tx, options, { accountId: options.accountId, now });
    if (holder.closedReason) {
      throw new AppError("conflict", what === "token" ? "This token is revoked or expired: create a new one first." : "This client is disabled: enable it first.");
    }
    if (holder.rateLimitPerMinute >= EXTENDED_RATE_LIMIT_PER_MINUTE) {
      throw new AppError("conflict", `This ${what} already has the extended limit.`);
    }
    if (await findOpenExtensionRequest(tx, holder)) {
      throw new AppError("conflict", `The extended limit has already been requested for this ${what}.`);
    }
    const [request] = await tx
      .insert(rateLimitGrants)
      .values({
        id: newId("rlg"),
        ...grantHolderValues(holder),
        accountId: holder.accountId,
        status: "requested",
        requestedByUserId: options.actor.type === "user" ? options.actor.id : null,
        reason,
        createdAt: now,
      })
      .returning();
    await recordAuditEntry(tx, {
      accountId: holder.accountId,
      action: "rate_limit.extension_requested",
      actor: options.actor,
      origin: options.origin,
      resource: { type: holder.type, id: holder.id },
      metadata: { ...holderNameMetadata(holder), request_id: request!.id, reason },
    });
    return request!;
  });
}
