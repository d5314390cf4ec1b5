import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { oauthClientSecrets } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { clientSecretHint, generateClientSecret, hashClientSecret } from "./client-secret-format";
import { getOAuthClientOrThrow } from "./get-oauth-client-or-throw";

const MAX_SECRET_GRACE_SECONDS = 86_400;

export interface RotateOAuthClientSecretOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  clientId: string;
  /** How long the current secret keeps working: 0 to 86 400 seconds, default 24 h (as module tokens). */
  gracePeriodSeconds?: number;
  now?: Date;
}

export interface RotatedClientSecret {
  /** Shown once, never stored. */
  secret: string;
  secretHint: string;
  previousSecretExpiresAt: Date;
}

/**
 * Issues a new client secret; the current one keeps working until the grace period ends, so
 * the machine can be switched without downtime. Older secrets still in their grace end now:
 * at most two secrets work at any moment.
 */
export async function rotateOAuthClientSecret(options: RotateOAuthClientSecretOptions): Promise<RotatedClientSecret> {
  const grace = options.gracePeriodSeconds ?? MAX_SECRET_GRACE_SECONDS;
  if (!Number.isInteger(grace) || grace < 0 || grace > MAX_SECRET_GRACE_SECONDS) {
    throw new AppError("validation_failed", `The grace period must be 0 to ${MAX_SECRET_GRACE_SECONDS} seconds.`, [
      { pointer: "#/grace_period_seconds", detail: `Must be 0 to ${MAX_SECRET_GRACE_SECONDS}.` },
    ]);
  }
  const now = options.now ?? new Date();
  const secret = generateClientSecret();
  const previousSecretExpiresAt = new Date(now.getTime() + grace * 1000);
  await getDb().transaction(async (tx) => {
    // The row lock serialises two rotations of one client: the second sees the first's secret as current.
    const client = await getOAuthClientOrThrow(tx, { accountId: options.accountId, clientId: options.clientId, forUpdate: true });
    if (client.authMethod !== "client_secret") throw new AppError("conflict", "This client signs in with its private key; it has no secret to rotate.");
    await tx
      .update(oauthClientSecrets)
      .set({ expiresAt: now })
      .where(and(eq(oauthClientSecrets.clientId, client.id), gt(oauthClientSecrets.expiresAt, now), lt(oauthClientSecrets.expiresAt, previousSecretExpiresAt)));
    await tx
      .update(oauthClientSecrets)
      .set({ expiresAt: previousSecretExpiresAt })
      .where(and(eq(oauthClientSecrets.clientId, client.id), isNull(oauthClientSecrets.expiresAt)));
    await tx.insert(oauthClientSecrets).values({ id: newId("ocs"), clientId: client.id, secretHash: hashClientSecret(secret), secretHint: clientSecretHint(secret), createdAt: now });
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "oauth_client.secret_rotated",
      resource: { type: "oauth_client", id: client.id },
      metadata: { name: client.name, secret_hint: clientSecretHint(secret), previous_secret_expires_at: previousSecretExpiresAt.toISOString() },
    });
  });
  return { secret, secretHint: clientSecretHint(secret), previousSecretExpiresAt };
}
