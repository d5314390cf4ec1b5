import { decryptSecret } from "../../platform/crypto/secret-box";
import type { Webhook } from "../../platform/db/schema";

/** How long a rotated-out secret keeps signing deliveries beside the new one. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** The secrets that sign a delivery at `now`: the current one, plus the previous one during its overlap. */
export function signingSecretsOf(webhook: Webhook, now: Date): string[] {
  // The webhook id is the authenticated context: a ciphertext moved to another row fails to open.
  const secrets = [decryptSecret(webhook.secretEncrypted, webhook.id)];
  const previousValid = webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now;
  if (webhook.previousSecretEncrypted && previousValid) {
    secrets.push(decryptSecret(webhook.previousSecretEncrypted, webhook.id));
  }
  return secrets;
}
