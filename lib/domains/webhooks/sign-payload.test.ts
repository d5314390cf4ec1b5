import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { generateWebhookSecret } from "./generate-webhook-secret";
import { signPayload } from "./sign-payload";

describe("signPayload", () => {
  it("matches the Standard Webhooks reference vector", () => {
    const signature = signPayload({
      msgId: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      timestamp: new Date(1614265330 * 1000),
      payload: '{"test": 2432232314}',
      secrets: ["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
    });
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("signs once per secret, space-separated, and each secret verifies alone", () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const payload = JSON.stringify({ type: "webhook.test", timestamp: new Date().toISOString(), data: {} });
    const timestamp = new Date();
    const signature = signPayload({ msgId: "msg_1", timestamp, payload, secrets: [current, previous] });
    expect(signature.split(" ")).toHaveLength(2);
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
      "webhook-signature": signature,
    };
    expect(new Webhook(current).verify(payload, headers)).toEqual(JSON.parse(payload));
    expect(new Webhook(previous).verify(payload, headers)).toEqual(JSON.parse(payload));
    expect(() => new Webhook(generateWebhookSecret()).verify(payload, headers)).toThrow();
    expect(() => signPayload({ msgId: "msg_1", timestamp, payload, secrets: [] })).toThrow();
  });

  it("generates whsec_ secrets of 32 random bytes", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
