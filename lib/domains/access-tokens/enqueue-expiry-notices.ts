import { and, asc, gt, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { shortestValidityWarnedAt } from "./validity";
import { accessTokens, type AccessToken } from "../../platform/db/schema";
import { enqueueNotification } from "../notifications";

const DAY_MS = 86_400_000;

/** The two warnings before a token expires: 7 days, then 1 day. */
export const NOTICES = [
  { days: 7, label: "in 7 days" },
  { days: 1, label: "tomorrow" },
] as const;
type Notice = (typeof NOTICES)[number];

export interface EnqueueExpiryNoticesOptions {
  now?: Date;
  /** Tokens read per query, so one scan never loads them all at once; defaults to 1000. */
  pageSize?: number;
}

/**
 * Queues the expiry warnings that are due: for each live token within 7 (then 1) days of its
 * expiry, one mail per admin. A notice goes only to tokens whose warning window (the one the
 * token list and the overview use) reaches that far: a 10-day token gets no 7-day notice, and a
 * 2-day token no mail at all (the list badges it in its last hours). The dedupe key makes repeated scans, by one worker or
 * several, mail each warning once. Returns how many mails were queued.
 */
export async function enqueueExpiryNotices(options: EnqueueExpiryNoticesOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 1000;
  let queued = 0;
  for (const notice of NOTICES) {
    const shortestValidity = shortestValidityWarnedAt(notice.days * DAY_MS);
    if (shortestValidity === null) continue;
    // Every due token, page after page: a scan that read only the first page would warn the
    // same tokens again and again and never reach the rest.
    let after: AccessToken | undefined;
    for (;;) {
      const page = await dueTokens(notice, shortestValidity, now, pageSize, after);
      for (const token of page) {
        queued += await enqueueNotification(getDb(), {
          accountId: token.accountId,
          kind: "token.expiring",
          dedupeKey: `token.expiring:${notice.days}d:${token.id}`,
          subject: `Access token "${token.name}" expires ${notice.label}`,
          body: `The access token "${token.name}" (${token.tokenHint}) expires at ${token.expiresAt.toISOString()}.\n\nCreate a new token on the Access tokens page and switch the integration to it before then.`,
        });
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1];
    }
  }
  return queued;
}

/** One page of the tokens due for `notice`, in (expires_at, id) order, after the token `after`. Its plan is checked by a test. */
export async function dueTokens(notice: Notice, shortestValidityMs: number, now: Date, pageSize: number, after: AccessToken | undefined): Promise<AccessToken[]> {
  const horizon = new Date(now.getTime() + notice.days * DAY_MS);
  return getDb()
    .select()
    .from(accessTokens)
    .where(
      and(
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        lte(accessTokens.expiresAt, horizon),
        sql`${accessTokens.expiresAt} - ${accessTokens.createdAt} >= make_interval(secs => ${shortestValidityMs / 1000})`,
        // Exact: expires_at is only ever written from a JS Date, so it reads back to the millisecond.
        after ? sql`(${accessTokens.expiresAt}, ${accessTokens.id}) > (${after.expiresAt}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(accessTokens.expiresAt), asc(accessTokens.id))
    .limit(pageSize);
}
