import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import type { ExtendedLimitDecision, ExtendedLimitOptions } from "./grant-extended-limit";
import { findOpenExtensionRequest, lockLimitHolder } from "./lock-limit-holder";
import { DEFAULT_RATE_LIMIT_PER_MINUTE } from "../access-tokens";
import { recordExtendedLimitDecision } from "./record-extended-limit-decision";

/**
 * Puts a token or a client (and its tokens) back to the default limit (600/min). On one that
 * has a pending request and no extension, this declines the request.
 */
export async function revokeExtendedLimit(options: ExtendedLimitOptions): Promise<ExtendedLimitDecision> {
  const now = options.now ?? new Date();
  // The new limit reaches every instance's token cache once committed (this one at once).
  return transactionInvalidating(async (tx) => {
    const holder = await lockLimitHolder(tx, options, { accountId: options.accountId, now });
    const atDefault = holder.rateLimitPerMinute === DEFAULT_RATE_LIMIT_PER_MINUTE;
    if (atDefault && !(await findOpenExtensionRequest(tx, holder))) return { holder, grant: null, changed: false };
    const decided = await recordExtendedLimitDecision(tx, {
      holder,
      status: "revoked",
      rateLimitPerMinute: DEFAULT_RATE_LIMIT_PER_MINUTE,
      actor: options.actor,
      origin: options.origin,
      reason: options.reason,
      now,
    });
    return { ...decided, changed: true };
  });
}
