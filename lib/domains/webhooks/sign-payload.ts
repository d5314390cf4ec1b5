import { Webhook as StandardWebhook } from "standardwebhooks";

export interface SignPayloadOptions {
  /** The `webhook-id` header: the delivery's `msg_…` id. */
  msgId: string;
  /** The `webhook-timestamp`, whole seconds are signed. */
  timestamp: Date;
  /** The exact request body. */
  payload: string;
  /** `whsec_…` secrets, current first; several while a rotated-out secret is still honoured. */
  secrets: string[];
}

/**
 * The `webhook-signature` header value: one `v1,<base64>` signature per secret, space-separated,
 * so a receiver still holding the previous secret keeps verifying during a rotation.
 */
export function signPayload(options: SignPayloadOptions): string {
  if (options.secrets.length === 0) throw new Error("At least one secret is needed to sign.");
  return options.secrets
    .map((secret) => new StandardWebhook(secret).sign(options.msgId, options.timestamp, options.payload))
    .join(" ");
}
