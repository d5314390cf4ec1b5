import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { auditEntries, webhookAttempts, webhookDeliveries, webhooks } from "../../platform/db/schema";
import { enqueueEvent } from "../events/enqueue-event";
import { claimDueDeliveries } from "./claim-due-deliveries";
import { createWebhook } from "./create-webhook";
import { deliverDueWebhooks } from "./deliver-due-webhooks";
import { fanOutEvents } from "./fan-out-events";
import { DISABLE_AFTER_FAILING_MS } from "./record-delivery-attempt";
import { MAX_DELIVERY_ATTEMPTS, nextRetryDelayMs, parseRetryAfter } from "./retry-schedule";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { sendTestEvent } from "./send-test-event";
import { startWebhookWorker } from "./start-webhook-worker";
import { startTestReceiver, type TestReceiver } from "../../testing/webhook-test-receiver";

const actor = systemActor("test");
const HOUR = 3_600_000;
let accountId: string;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  accountId = (await createAccount({ actor, slug: "safeguards-test", name: "Safeguards test" })).id;
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await getDb().delete(webhooks);
});

async function receiverWithWebhook(respond?: Parameters<typeof startTestReceiver>[0], url?: (target: TestReceiver) => string) {
  const target = await startTestReceiver(respond);
  receivers.push(target);
  const created = await createWebhook({ accountId, actor, url: url?.(target) ?? target.url, events: ["*"], allowLoopback: true });
  target.secrets = [created.secret];
  return { target, ...created };
}

async function onlyAttempt(deliveryId: string) {
  const attempts = await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId));
  expect(attempts).toHaveLength(1);
  return attempts[0]!;
}

async function webhookRow(id: string) {
  const [row] = await getDb().select().from(webhooks).where(eq(webhooks.id, id));
  return row!;
}

describe("secret rotation", () => {
  it("signs with both secrets during the overlap, then with the new one only", async () => {
    const { target, webhook, secret: oldSecret } = await receiverWithWebhook();
    const { secret: newSecret } = await rotateWebhookSecret({ accountId, actor, webhookId: webhook.id });
    target.secrets = [oldSecret, newSecret];

    await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    expect(await deliverDueWebhooks({ allowLoopback: true })).toMatchObject({ succeeded: 1 });
    expect(target.requests[0]!.verifiedWith).toEqual([0, 1]);
    expect(String(target.requests[0]!.headers["webhook-signature"]).split(" ")).toHaveLength(2);

    const later = new Date(Date.now() + 25 * HOUR);
    await sendTestEvent({ accountId, actor, webhookId: webhook.id, now: later });
    expect(await deliverDueWebhooks({ allowLoopback: true, now: later })).toMatchObject({ succeeded: 1 });
    expect(target.requests[1]!.verifiedWith).toEqual([1]);
    expect(() => new Webhook(oldSecret).verify(target.requests[1]!.body, target.requests[1]!.headers as Record<string, string>)).toThrow();
  });
});

describe("SSRF at connect time", () => {
  it.each([
    ["127.0.0.1", (target: TestReceiver) => target.url, /127\.0\.0\.1: a loopback address/],
    ["localhost", (target: TestReceiver) => target.url.replace("127.0.0.1", "localhost"), /localhost: it resolves to .*loopback/],
  ])("refuses %s when loopback is not allowed, and records why", async (_name, url, reason) => {
    const { target, webhook } = await receiverWithWebhook(undefined, url);
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    expect(await deliverDueWebhooks({ allowLoopback: false })).toMatchObject({ retrying: 1 });
    expect(target.requests).toHaveLength(0);
    const attempt = await onlyAttempt(delivery.id);
    expect(attempt.responseStatus).toBeNull();
    expect(attempt.error).toMatch(reason);
  });

  it("refuses a name that now resolves inside (DNS rebinding), without connecting", async () => {
    const { webhook } = await createWebhook({ accountId, actor, url: "https://hooks.rebind.example/in", events: ["*"] });
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    const resolve = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "169.254.169.254", family: 4 },
    ];
    await deliverDueWebhooks({ allowLoopback: true, resolve });
    expect((await onlyAttempt(delivery.id)).error).toMatch(/resolves to 169\.254\.169\.254, a cloud metadata address/);
  });
});

describe("retry schedule", () => {
  const now = new Date("2026-01-01T00:00:00Z");
  it("follows 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h with ±20 % jitter, then stops", () => {
    const delays = [5e3, 3e5, 18e5, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR];
    delays.forEach((delay, index) => {
      const at = (random: number) => nextRetryDelayMs({ attemptCount: index + 1, status: 500, retryAfter: null, now, random: () => random });
      expect(at(0)).toBe(Math.round(delay * 0.8));
      expect(at(0.5)).toBe(delay);
      expect(at(0.999999)).toBeCloseTo(delay * 1.2, -2);
    });
    expect(MAX_DELIVERY_ATTEMPTS).toBe(10);
    expect(nextRetryDelayMs({ attemptCount: 10, status: 500, retryAfter: null, now })).toBeNull();
  });

  it("honours a longer Retry-After (seconds or HTTP date) on 429 and 503 only", () => {
    const base = { attemptCount: 1, now, random: () => 0.5 };
    expect(nextRetryDelayMs({ ...base, status: 429, retryAfter: "120" })).toBe(120_000);
    expect(nextRetryDelayMs({ ...base, status: 503, retryAfter: "Thu, 01 Jan 2026 01:00:00 GMT" })).toBe(HOUR);
    expect(nextRetryDelayMs({ ...base, status: 429, retryAfter: "1" })).toBe(5_000);
    expect(nextRetryDelayMs({ ...base, status: 500, retryAfter: "120" })).toBe(5_000);
    expect(parseRetryAfter("999999999", now)).toBe(24 * HOUR);
    expect(parseRetryAfter("soon", now)).toBeNull();
  });

  it("applies Retry-After from a real 429 response", async () => {
    const { webhook } = await receiverWithWebhook((_index, response) => response.writeHead(429, { "retry-after": "3600" }).end());
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    const now = new Date();
    await deliverDueWebhooks({ allowLoopback: true, now });
    const [row] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row!.nextAttemptAt!.getTime() - now.getTime()).toBe(HOUR);
  });

  it("fails a delivery after its last attempt", async () => {
    const { webhook } = await receiverWithWebhook((_index, response) => response.writeHead(500).end());
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    await getDb().update(webhookDeliveries).set({ attemptCount: MAX_DELIVERY_ATTEMPTS - 1 }).where(eq(webhookDeliveries.id, delivery.id));
    expect(await deliverDueWebhooks({ allowLoopback: true })).toMatchObject({ failed: 1 });
    const [row] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row).toMatchObject({ status: "failed", attemptCount: MAX_DELIVERY_ATTEMPTS, nextAttemptAt: null });
  });

  it("disables an endpoint that has been failing for 5 days", async () => {
    const { webhook } = await receiverWithWebhook((_index, response) => response.writeHead(500).end());
    const now = new Date();
    await getDb().update(webhooks).set({ failingSince: new Date(now.getTime() - DISABLE_AFTER_FAILING_MS) }).where(eq(webhooks.id, webhook.id));
    await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });
    expect(await deliverDueWebhooks({ allowLoopback: true, now })).toMatchObject({ retrying: 1 });
    expect(await webhookRow(webhook.id)).toMatchObject({ enabled: false, disabledReason: "failing" });
    const audit = await getDb().select().from(auditEntries).where(eq(auditEntries.resourceId, webhook.id));
    expect(audit.map((entry) => entry.action)).toContain("webhook.disabled");
    // The delivery's retry stays pending but is not attempted while the endpoint is disabled.
    expect(await deliverDueWebhooks({ allowLoopback: true, now: new Date(now.getTime() + 48 * HOUR) })).toMatchObject({ attempted: 0 });
  });

  it("counts a run of failures as one while they come within the longest wait between attempts", async () => {
    const { webhook } = await receiverWithWebhook((_index, response) => response.writeHead(500).end());
    const now = new Date();
    // The last failure 28 h ago: a 24 h retry, spread by +20 %, is still inside the run.
    await getDb()
      .update(webhooks)
      .set({ failingSince: new Date(now.getTime() - DISABLE_AFTER_FAILING_MS), lastFailureAt: new Date(now.getTime() - 28 * HOUR) })
      .where(eq(webhooks.id, webhook.id));
    await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });
    expect(await deliverDueWebhooks({ allowLoopback: true, now })).toMatchObject({ retrying: 1 });
    expect(await webhookRow(webhook.id)).toMatchObject({ enabled: false, disabledReason: "failing" });
  });

  it("starts a new run, and keeps the endpoint, when a failure follows weeks without one", async () => {
    // An endpoint with little traffic: one delivery failed for good three weeks ago, nothing since.
    // A first failure now is the start of a run with its retries to come, not five days of failing.
    const { webhook } = await receiverWithWebhook((_index, response) => response.writeHead(503).end());
    const now = new Date();
    await getDb()
      .update(webhooks)
      .set({ failingSince: new Date(now.getTime() - 24 * 24 * HOUR), lastFailureAt: new Date(now.getTime() - 21 * 24 * HOUR) })
      .where(eq(webhooks.id, webhook.id));
    await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });
    expect(await deliverDueWebhooks({ allowLoopback: true, now })).toMatchObject({ retrying: 1 });
    const row = await webhookRow(webhook.id);
    expect(row).toMatchObject({ enabled: true, disabledReason: null });
    expect([row.failingSince?.getTime(), row.lastFailureAt?.getTime()]).toEqual([now.getTime(), now.getTime()]);
  });
});

describe("claims", () => {
  it("leases a claimed delivery, so a worker that dies mid-attempt loses nothing", async () => {
    const { webhook } = await receiverWithWebhook();
    const now = new Date();
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });
    const claimed = await claimDueDeliveries({ now, batchSize: 10, leaseMs: 60_000 });
    expect(claimed.map((row) => row.delivery.id)).toEqual([delivery.id]);
    // The worker "dies" here. Another worker sees nothing until the lease runs out, then retries it.
    expect(await claimDueDeliveries({ now, batchSize: 10, leaseMs: 60_000 })).toHaveLength(0);
    const afterLease = new Date(now.getTime() + 60_001);
    expect(await deliverDueWebhooks({ allowLoopback: true, now: afterLease })).toMatchObject({ succeeded: 1 });
  });

  it("lets several workers share the outbox and the deliveries without doubling any", async () => {
    const { target } = await receiverWithWebhook();
    for (let index = 0; index < 12; index++) {
      await enqueueEvent(getDb(), { accountId, type: "token.revoked", data: { id: `tok_${index}` } });
    }
    const worker = async () => {
      while ((await fanOutEvents({ batchSize: 3 })) > 0);
      while ((await deliverDueWebhooks({ allowLoopback: true, batchSize: 2 })).attempted > 0);
    };
    await Promise.all([worker(), worker(), worker()]);
    const ids = target.requests.map((request) => request.headers["webhook-id"]);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(new Set(target.requests.map((request) => JSON.parse(request.body).data.id)).size).toBe(12);
  });

  it("a running worker delivers a fresh event on its next tick", async () => {
    const { target } = await receiverWithWebhook();
    const stop = startWebhookWorker({ intervalMs: 50, allowLoopback: true });
    try {
      await enqueueEvent(getDb(), { accountId, type: "invoice.created", data: { id: "inv_1" } });
      await expect.poll(() => target.requests.length, { timeout: 3_000, interval: 20 }).toBe(1);
    } finally {
      await stop();
    }
    expect(JSON.parse(target.requests[0]!.body).type).toBe("invoice.created");
  });
});
