import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { systemActor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { hasValidAccessTokenFormat, hashAccessToken } from "../access-tokens";
import { invalidateAccessToken } from "../access-tokens";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { accessTokens, leakedTokenReports } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events";
import { newId } from "../../platform/ids";
import type { LeakReportItem, LeakVerdict } from "../../platform/schemas/secret-scanning";
import { claimReportSignature } from "./claim-report-signature";
import { notifyTokenLeaked } from "../notifications";

export interface RevokeLeakedTokensOptions {
  /** The report's items, already parsed; the signature over them already verified. */
  items: LeakReportItem[];
  /** From reportReplayKey: the same signed report, however re-encoded, is refused after the first. */
  replayKey: string;
  keyIdentifier: string;
  origin?: RequestOrigin;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/** Who acts in the journal: the scanner, on the operator's behalf. */
const SECRET_SCANNER_ACTOR = systemActor("GitHub secret scanning");

/**
 * Acts on a verified leak report: every live access token it names is revoked at once, with a
 * `token.leaked` audit entry saying where it was found and a `token.revoked` event for the
 * account's webhooks. Answers per token whether it is one of ours (GitHub's labels). A token
 * is revoked once however often it is reported; a replayed report is refused (conflict).
 */
export async function revokeLeakedTokens(options: RevokeLeakedTokensOptions): Promise<{ verdicts: LeakVerdict[]; revokedTokenIds: string[] }> {
  const now = options.now ?? new Date();
  const hashes = [...new Set(options.items.filter((item) => hasValidAccessTokenFormat(item.token)).map((item) => hashAccessToken(item.token)))];
  // Once committed, every instance forgets the cached token (this one before returning).
  return transactionInvalidating(async (tx) => {
    if (!(await claimReportSignature(tx, { replayKey: options.replayKey, keyIdentifier: options.keyIdentifier, now }))) {
      throw new AppError("conflict", "This report was already received: replays are refused.");
    }
    const revokedTokenIds: string[] = [];
    const revokedHashes = new Set<string>();
    for (const item of options.items) {
      if (!hasValidAccessTokenFormat(item.token)) continue;
      const [revoked] = await tx
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(and(eq(accessTokens.tokenHash, hashAccessToken(item.token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
        .returning();
      if (!revoked) continue;
      invalidateAccessToken(tx, revoked.id);
      revokedHashes.add(revoked.tokenHash);
      revokedTokenIds.push(revoked.id);
      const where = { url: item.url ?? null, source: item.source ?? null, type: item.type };
      await tx.insert(leakedTokenReports).values({ id: newId("lkr"), accessTokenId: revoked.id, accountId: revoked.accountId, url: where.url, source: where.source, tokenType: where.type, reportedAt: now });
      await recordAuditEntry(tx, {
        accountId: revoked.accountId,
        action: "token.leaked",
        actor: SECRET_SCANNER_ACTOR,
        resource: { type: "access_token", id: revoked.id },
        origin: options.origin,
        metadata: { name: revoked.name, token_hint: revoked.tokenHint, url: where.url, source: where.source, revoked: true },
      });
      await notifyTokenLeaked(tx, { accountId: revoked.accountId, tokenId: revoked.id, tokenName: revoked.name, tokenHint: revoked.tokenHint, url: where.url });
      await enqueueEvent(tx, { accountId: revoked.accountId, type: "token.revoked", data: { id: revoked.id, name: revoked.name, token_hint: revoked.tokenHint } });
    }
    // Tokens revoked for an earlier report of this leak are still ours: the same answer again.
    const earlier = hashes.length
      ? await tx
          .select({ tokenHash: accessTokens.tokenHash })
          .from(leakedTokenReports)
          .innerJoin(accessTokens, eq(accessTokens.id, leakedTokenReports.accessTokenId))
          .where(inArray(accessTokens.tokenHash, hashes))
      : [];
    for (const row of earlier) revokedHashes.add(row.tokenHash);
    const verdicts = options.items.map((item) => ({
      token_raw: item.token,
      token_type: item.type,
      label: hasValidAccessTokenFormat(item.token) && revokedHashes.has(hashAccessToken(item.token)) ? ("true_positive" as const) : ("false_positive" as const),
    }));
    return { verdicts, revokedTokenIds };
  });
}
