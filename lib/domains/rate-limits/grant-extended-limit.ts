import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import type { AccessToken, RateLimitGrant } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { lockAccessToken } from "./lock-access-token";
import { EXTENDED_RATE_LIMIT_PER_MINUTE } from "../access-tokens";
import { recordExtendedLimitDecision } from "./record-extended-limit-decision";

/** An operator's or a reviewer's decision on a token's limit: granting it, or taking it back (revoke-extended-limit.ts). */
export interface ExtendedLimitOptions {
  tokenId: string;
  actor: Actor;
  origin?: RequestOrigin;
  /** When set, only a token of this account can be changed. */
  accountId?: string;
  reason?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface ExtendedLimitDecision {
  token: AccessToken;
  /** The decision row, or null when nothing changed. */
  grant: RateLimitGrant | null;
  /** False when the token already had this limit: nothing was written. */
  changed: boolean;
}

/** Raises a token to the extended limit (3 000/min) and answers an open customer request. */
export async function grantExtendedLimit(options: ExtendedLimitOptions): Promise<ExtendedLimitDecision> {
  const now = options.now ?? new Date();
  // The new limit reaches every instance's token cache once committed (this one at once).
  return transactionInvalidating(async (tx) => {
    const token = await lockAccessToken(tx, options);
    if (token.revokedAt) throw new AppError("conflict", `The access token ${token.id} is revoked.`);
    if (token.expiresAt <= now) throw new AppError("conflict", `The access token ${token.id} has expired.`);
    // Granting twice is a no-op rather than an error, so operators' scripts can re-run.
    if (token.rateLimitPerMinute === EXTENDED_RATE_LIMIT_PER_MINUTE) return { token, grant: null, changed: false };
    const decided = await recordExtendedLimitDecision(tx, {
      token,
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
