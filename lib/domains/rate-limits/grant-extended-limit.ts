import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import type { RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { lockLimitHolder, type LimitHolder, type LimitHolderRef } from "./lock-limit-holder";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "../access-tokens";
import { recordExtendedLimitDecision } from "./record-extended-limit-decision";

/**
 * An operator's or a reviewer's decision on the limit of a token (`tokenId`) or of an OAuth
 * client and the tokens it mints (`clientId`): granting it, or taking it back (revoke-extended-limit.ts).
 */
export type ExtendedLimitOptions = LimitHolderRef & {
  actor: Actor;
  origin?: RequestOrigin;
  /** When set, only a token or client of this account can be changed. */
  accountId?: string;
  reason?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
};

export interface ExtendedLimitDecision {
  holder: LimitHolder;
  /** The decision row, or null when nothing changed. */
  grant: RateLimitGrant | null;
  /** False when the holder already had this limit: nothing was written. */
  changed: boolean;
}

/** Raises a token or a client to the extended limit (3 000/min) and answers an open customer request. */
export async function grantExtendedLimit(options: ExtendedLimitOptions): Promise<ExtendedLimitDecision> {
  const now = options.now ?? new Date();
  // The new limit reaches every instance's token cache once committed (this one at once).
  return transactionInvalidating(async (tx) => {
    const holder = await lockLimitHolder(tx, options, { accountId: options.accountId, now });
    if (holder.closedReason) throw new AppError("conflict", holder.closedReason);
    // Granting twice is a no-op rather than an error, so operators' scripts can re-run.
    if (holder.rateLimitPerMinute === EXTENDED_RATE_LIMIT_PER_MINUTE) return { holder, grant: null, changed: false };
    const decided = await recordExtendedLimitDecision(tx, {
      holder,
      status: "granted",
      rateLimitPerMinute: EXTENDED_RATE_LIMIT_PER_MINUTE,
      actor: options.actor,
      origin: options.origin,
      reason: options.reason,
      now,
    });
    return { ...decided, changed: true };
  });
}
