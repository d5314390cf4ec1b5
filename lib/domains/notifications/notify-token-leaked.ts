import type { Executor } from "../../platform/db/client";
import { enqueueNotification } from "./enqueue-notification";

export interface NotifyTokenLeakedOptions {
  accountId: string;
  tokenId: string;
  tokenName: string;
  tokenHint: string;
  /** Where the scanner found it, when the report says. */
  url: string | null;
}

/** Mails the admins that a leaked token was found and revoked. Call it in the revocation's transaction. */
export async function notifyTokenLeaked(executor: Executor, options: NotifyTokenLeakedOptions): Promise<void> {
  await enqueueNotification(executor, {
    accountId: options.accountId,
    kind: "token.leaked",
    dedupeKey: `token.leaked:${options.tokenId}`,
    subject: `Access token "${options.tokenName}" found in public and revoked`,
    body: `A secret scanner found the access token "${options.tokenName}" (${options.tokenHint}) at:\n${options.url || "(no address given)"}\n\nWe revoked it at once: calls with it are refused. Issue a new token for the integration that used it, and remove the old one from where it was found.`,
  });
}
