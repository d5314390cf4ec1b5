import { and, eq, gt, inArray, max, sql } from "drizzle-orm";
import { getDb, type Executor } from "../../platform/db/client";
import { accessTokens, deprecatedCalls, oauthClients, type DeprecatedCall } from "../../platform/db/schema";
import { formatDateTime } from "../../platform/format/date-time";
import { enqueueNotification } from "../notifications";

// The weekly mail (issue 33): when an account's integrations call something being retired, its
// admins hear of it, naming the tokens and OAuth clients, at most once a week.

const WEEK_MS = 7 * 86_400_000;

export interface EnqueueDeprecationMailsOptions {
  now?: Date;
  /** Where the changelog is, for the mail's link (the public origin + `/v1/changelog`). */
  changelogUrl: string;
}

/**
 * Queues the mails that are due: for each account with deprecated calls in the last 7 days and
 * no such mail in the last 7, one mail per admin naming each credential, what it called and
 * until when. Safe to run from several workers at once (one account at a time, under a lock).
 * Returns how many accounts were mailed.
 */
export async function enqueueDeprecationMails(options: EnqueueDeprecationMailsOptions): Promise<number> {
  const now = options.now ?? new Date();
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const accounts = await getDb().selectDistinct({ accountId: deprecatedCalls.accountId }).from(deprecatedCalls).where(gt(deprecatedCalls.lastSeenAt, weekAgo));
  let mailed = 0;
  for (const { accountId } of accounts) {
    if (await mailAccount(accountId, now, weekAgo, options.changelogUrl)) mailed++;
  }
  return mailed;
}

async function mailAccount(accountId: string, now: Date, weekAgo: Date, changelogUrl: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    // Two workers on one account: the second waits, then sees the first one's mail.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deprecated_calls:${accountId}`}))`);
    const [last] = await tx.select({ at: max(deprecatedCalls.lastMailedAt) }).from(deprecatedCalls).where(eq(deprecatedCalls.accountId, accountId));
    const lastMailedAt = last?.at ? new Date(last.at) : null;
    if (lastMailedAt && lastMailedAt > weekAgo) return false;
    const calls = await tx
      .select()
      .from(deprecatedCalls)
      .where(and(eq(deprecatedCalls.accountId, accountId), gt(deprecatedCalls.lastSeenAt, weekAgo)))
      .orderBy(deprecatedCalls.credentialId, deprecatedCalls.subject);
    if (calls.length === 0) return false;
    const names = await credentialNames(tx, accountId, calls);
    await enqueueNotification(tx, {
      accountId,
      kind: "api.deprecated_calls",
      // With the account: a key is deduplicated per person, and one person may administer several.
      dedupeKey: `api.deprecated_calls:${accountId}:${now.toISOString()}`,
      subject: `${names.size === 1 ? "An integration calls" : `${names.size} integrations call`} parts of the API that are being retired`,
      body: mailBody(calls, names, changelogUrl),
    });
    // Every row of the account, not only those mailed: the next mail is a week after this one.
    await tx.update(deprecatedCalls).set({ lastMailedAt: now }).where(eq(deprecatedCalls.accountId, accountId));
    return true;
  });
}

/** "Access token "ERP export" (mis_at_…x7Qa)" / "OAuth client "Zapier" (oac_…)", by credential id. */
async function credentialNames(executor: Executor, accountId: string, calls: DeprecatedCall[]): Promise<Map<string, string>> {
  const ids = [...new Set(calls.map((call) => call.credentialId))];
  const [tokens, clients] = await Promise.all([
    executor.select({ id: accessTokens.id, name: accessTokens.name, hint: accessTokens.tokenHint }).from(accessTokens).where(and(eq(accessTokens.accountId, accountId), inArray(accessTokens.id, ids))),
    executor.select({ id: oauthClients.id, name: oauthClients.name }).from(oauthClients).where(and(eq(oauthClients.accountId, accountId), inArray(oauthClients.id, ids))),
  ]);
  const names = new Map<string, string>(ids.map((id) => [id, id.startsWith("oac_") ? `OAuth client ${id}` : `Access token ${id}`]));
  for (const token of tokens) names.set(token.id, `Access token "${token.name}" (${token.hint})`);
  for (const client of clients) names.set(client.id, `OAuth client "${client.name}" (${client.id})`);
  return names;
}

function mailBody(calls: DeprecatedCall[], names: Map<string, string>, changelogUrl: string): string {
  const lines: string[] = [];
  let credential: string | null = null;
  for (const call of calls) {
    if (call.credentialId !== credential) {
      credential = call.credentialId;
      lines.push("", `${names.get(call.credentialId)}:`);
    }
    lines.push(`- ${call.subject}: retired on ${call.sunsetAt.slice(0, 10)}; last called ${formatDateTime(call.lastSeenAt.toISOString())}`);
  }
  return [
    "In the last 7 days, these integrations called parts of the API that are being retired. After the retirement date such calls will fail.",
    ...lines,
    "",
    `What changes and how to move each integration: ${changelogUrl}`,
    "Calls with an older Api-Version move to the newest by sending its date (or by upgrading the account's version on the API version page, once the integrations are ready).",
    "",
    "You get this mail at most once a week while such calls continue.",
  ].join("\n");
}
