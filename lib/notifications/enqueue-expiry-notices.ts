import { and, gt, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { accessTokens } from "../db/schema";
import { enqueueNotification } from "./enqueue-notification";

const DAY_MS = 86_400_000;

/** The two warnings before a token expires: 7 days, then 1 day. */
const NOTICES = [
  { days: 7, label: "in 7 days" },
  { days: 1, label: "tomorrow" },
] as const;

/**
 * Queues the expiry warnings that are due: for each live token within 7 (then 1) days of its
 * expiry, one mail per admin. Only tokens that lived longer than the notice window are warned
 * (a 2-day token gets no 7-day notice). The dedupe key makes repeated scans, by one worker or
 * several, mail each warning once. Returns how many mails were queued.
 */
export async function enqueueExpiryNotices(options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date();
  let queued = 0;
  for (const notice of NOTICES) {
    const horizon = new Date(now.getTime() + notice.days * DAY_MS);
    const due = await getDb()
      .select()
      .from(accessTokens)
      .where(
        and(
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          lte(accessTokens.expiresAt, horizon),
          sql`${accessTokens.expiresAt} - ${accessTokens.createdAt} > make_interval(days => ${notice.days})`,
        ),
      )
      .limit(1000);
    for (const token of due) {
      queued += await enqueueNotification(getDb(), {
        accountId: token.accountId,
        kind: "token.expiring",
        dedupeKey: `token.expiring:${notice.days}d:${token.id}`,
        subject: `Access token "${token.name}" expires ${notice.label}`,
        body: `The access token "${token.name}" (${token.tokenHint}) expires at ${token.expiresAt.toISOString()}.\n\nCreate a new token on the Access tokens page and switch the integration to it before then.`,
      });
    }
  }
  return queued;
}
