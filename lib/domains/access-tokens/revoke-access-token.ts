import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Actor } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { transactionInvalidating } from "../../platform/cache/invalidate-on-commit";
import { accessTokens, type AccessToken } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events";
import { isIdOf } from "../../platform/ids";
import { invalidateAccessToken } from "./invalidate-access-token";

export interface RevokeAccessTokenOptions {
  /** The acting account; omitted only by the operator command line, which may revoke any token. */
  accountId?: string;
  actor: Actor;
  origin?: RequestOrigin;
  tokenId: string;
}

/** Revokes a token at once (the next request with it is a 401); revoking twice changes nothing. */
export async function revokeAccessToken(
  options: RevokeAccessTokenOptions,
): Promise<{ token: AccessToken; changed: boolean }> {
  if (!isIdOf("tok", options.tokenId)) throw new AppError("not_found", "No such access token.");
  const scope: SQL[] = [eq(accessTokens.id, options.tokenId)];
  if (options.accountId) scope.push(eq(accessTokens.accountId, options.accountId));
  return transactionInvalidating(async (tx) => {
    const [revoked] = await tx
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(...scope, isNull(accessTokens.revokedAt)))
      .returning();
    if (!revoked) {
      const [existing] = await tx
        .select()
        .from(accessTokens)
        .where(and(...scope));
      if (!existing) throw new AppError("not_found", "No such access token.");
      return { token: existing, changed: false };
    }
    invalidateAccessToken(tx, revoked.id);
    const summary = { name: revoked.name, token_hint: revoked.tokenHint };
    await recordAuditEntry(tx, {
      accountId: revoked.accountId,
      action: "token.revoked",
      actor: options.actor,
      resource: { type: "access_token", id: revoked.id },
      origin: options.origin,
      metadata: summary,
    });
    await enqueueEvent(tx, {
      accountId: revoked.accountId,
      type: "token.revoked",
      data: { id: revoked.id, ...summary },
    });
    return { token: revoked, changed: true };
  });
}
