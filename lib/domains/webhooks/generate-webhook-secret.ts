import { randomBytes } from "node:crypto";

const WEBHOOK_SECRET_PREFIX = "whsec_";

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 32 random bytes. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString("base64");
}
