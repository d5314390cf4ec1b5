import type { Executor } from "../../platform/db/client";
import { enqueueNotification } from "./enqueue-notification";

export interface NotifyExtendedLimitGrantedOptions {
  accountId: string;
  /** The audit entry of the grant: one mail per grant. */
  auditEntryId: string;
  tokenName: string;
  rateLimitPerMinute: number;
}

/** Mails the admins that an operator granted a token the extended limit. Call it in the grant's transaction. */
export async function notifyExtendedLimitGranted(executor: Executor, options: NotifyExtendedLimitGrantedOptions): Promise<void> {
  await enqueueNotification(executor, {
    accountId: options.accountId,
    kind: "rate_limit.extended",
    dedupeKey: `rate_limit.extended:${options.auditEntryId}`,
    subject: `Extended limit granted for "${options.tokenName}"`,
    body: `The access token "${options.tokenName}" may now make ${options.rateLimitPerMinute} requests per minute.`,
  });
}
