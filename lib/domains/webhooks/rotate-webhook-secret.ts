import { eq } from "drizzle-orm";
import { type Actor, auditParty } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { encryptSecret } from "../../platform/crypto/secret-box";
import { getDb } from "../../platform/db/client";
import { webhooks, type Webhook } from "../../platform/db/schema";
import { generateWebhookSecret } from "./generate-webhook-secret";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { SECRET_OVERLAP_MS } from "./signing-secrets";

export interface RotateWebhookSecretOptions {
  accountId: string;
  actor: Actor;
  origin?: RequestOrigin;
  webhookId: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

export interface RotatedWebhookSecret {
  webhook: Webhook;
  /** The new signing secret: returned this once, stored only encrypted. */
  secret: string;
}

/**
 * Issues a new signing secret. The current one keeps signing beside it for 24 hours, so
 * receivers can switch without missing a delivery. Rotating again within those 24 hours
 * retires the oldest secret at once: only the last two are ever honoured.
 */
export async function rotateWebhookSecret(options: RotateWebhookSecretOptions): Promise<RotatedWebhookSecret> {
  const now = options.now ?? new Date();
  const secret = generateWebhookSecret();
  const webhook = await getDb().transaction(async (tx) => {
    // Locked, so two concurrent rotations cannot both demote the same current secret.
    const current = await getWebhookOrThrow({ ...options, executor: tx, lock: true });
    const previousSecretExpiresAt = new Date(now.getTime() + SECRET_OVERLAP_MS);
    const [row] = await tx
      .update(webhooks)
      .set({
        secretEncrypted: encryptSecret(secret, current.id),
        previousSecretEncrypted: current.secretEncrypted,
        previousSecretExpiresAt,
      })
      .where(eq(webhooks.id, current.id))
      .returning();
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "webhook.secret_rotated",
      resource: { type: "webhook", id: current.id },
      metadata: { previous_secret_expires_at: previousSecretExpiresAt.toISOString() },
    });
    return row!;
  });
  return { webhook, secret };
}
