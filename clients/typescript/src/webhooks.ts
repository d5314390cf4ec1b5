import { createHmac, timingSafeEqual } from "node:crypto";

// Verifying webhook deliveries (Standard Webhooks): `webhook-signature` holds one or more
// space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; the secret is `whsec_` + base64.

export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

/** The delivery is not authentic or not fresh: answer it 400 and do not act on it. */
export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(" ") : value;
}

const secretKey = (secret: string) => Buffer.from(secret.startsWith("whsec_") ? secret.slice(6) : secret, "base64");

/** The `webhook-signature` value (`v1,<base64>`) of a delivery. */
export function signWebhook(secret: string, messageId: string, timestamp: number | string, body: string | Uint8Array): string {
  const payload = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  return `v1,${createHmac("sha256", secretKey(secret)).update(`${messageId}.${timestamp}.${payload}`).digest("base64")}`;
}

/**
 * Checks a delivery's signature and timestamp and returns its parsed JSON body. `body` is the raw
 * body exactly as received (not re-serialised JSON). Any of several signatures may match (during
 * a secret rotation there are two).
 */
export function verifyWebhook(
  secret: string,
  headers: HeaderSource,
  body: string | Uint8Array,
  options: { toleranceSeconds?: number; now?: Date } = {},
): unknown {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("Missing webhook-id, webhook-timestamp or webhook-signature header.");
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError("Invalid webhook-timestamp header.");
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    throw new WebhookVerificationError("The webhook-timestamp is outside the tolerance: a replay or a wrong clock.");
  }
  const expected = Buffer.from(signWebhook(secret, id, timestamp, body).slice(3));
  for (const candidate of signatures.split(" ")) {
    const [version, signature = ""] = candidate.split(",", 2);
    const given = Buffer.from(signature);
    if (version === "v1" && given.length === expected.length && timingSafeEqual(given, expected)) {
      return JSON.parse(typeof body === "string" ? body : Buffer.from(body).toString("utf8"));
    }
  }
  throw new WebhookVerificationError("No signature matches: wrong secret, or the body was changed.");
}
