import type { Executor } from "../../platform/db/client";
import { enqueueNotification } from "./enqueue-notification";

export interface NotifyExtendedLimitGrantedOptions {
  accountId: string;
  /** The audit entry of the grant: one mail per grant. */
  auditEntryId: string;
  /** What was granted the limit: a token, or an OAuth client (for every token it mints). */
  holder: { type: "access_token" | "oauth_client"; name: string };
  rateLimitPerMinute: number;
}

/** Mails the admins that an operator granted a token or an OAuth client the extended limit. Call it in the grant's transaction. */
export async function notifyExtendedLimitGranted(executor: Executor, options: NotifyExtendedLimitGrantedOptions): Promise<void> {
  const { holder } = options;
  const body =
    holder.type === "access_token"
      ? `The access token "${holder.name}" may now make ${options.rateLimitPerMinute} requests per minute.`
      : `The OAuth client "${holder.name}" and the tokens it obtains may now make ${options.rateLimitPerMinute} requests per minute together.`;
  await enqueueNotification(executor, {
    accountId: options.accountId,
    kind: "rate_limit.extended",
    dedupeKey: `rate_limit.extended:${options.auditEntryId}`,
    subject: `Extended limit granted for "${holder.name}"`,
    body,
  });
}
