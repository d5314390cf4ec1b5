import type { ServerResponse } from "node:http";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { auditEntries, webhookAttempts, webhookDeliveries, webhooks, type WebhookDelivery } from "../../platform/db/schema";
import { enqueueEvent } from "../events/enqueue-event";
import { createWebhook } from "./create-webhook";
import { deliverDueWebhooks, type DeliverDueWebhooksOptions } from "./deliver-due-webhooks";
import { heldClaims } from "./held-claims";
import { sendTestEvent } from "./send-test-event";
import { drainWebhooksOnce, startWebhookWorker } from "./start-webhook-worker";
import { startTestReceiver, type TestReceiver } from "../../testing/webhook-test-receiver";

const actor = systemActor("test");
let accountId: string;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  accountId = (await createAccount({ actor, slug: "delivery-test", name: "Delivery test" })).id;
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await getDb().delete(webhooks); // cascades: no delivery of one test is attempted in the next
});

async function receiver(respond?: Parameters<typeof startTestReceiver>[0]) {
  const started = await startTestReceiver(respond);
  receivers.push(started);
  return started;
}

async function webhookFor(target: TestReceiver, url = target.url) {
  const created = await createWebhook({ accountId, actor, url, events: ["*"], allowLoopback: true });
  target.secrets = [created.secret];
  return created;
}

async function deliveryRow(id: string): Promise<WebhookDelivery> {
  const [row] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

async function attemptsOf(deliveryId: string) {
  return getDb().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.attemptedAt);
}

const deliver = (now: Date, options: DeliverDueWebhooksOptions = {}) => deliverDueWebhooks({ allowLoopback: true, now, ...options });

describe("delivering to a real receiver", () => {
  it("delivers a fanned-out event, signed per Standard Webhooks", async () => {
    const target = await receiver();
    const { webhook } = await webhookFor(target);
    const event = await enqueueEvent(getDb(), { accountId, type: "token.created", data: { id: "tok_1", name: "ci" } });
    const result = await drainWebhooksOnce({ allowLoopback: true });
    expect(result).toMatchObject({ fannedOut: 1, delivery: { attempted: 1, succeeded: 1 } });

    expect(target.requests).toHaveLength(1);
    const [request] = target.requests;
    expect(request!.verifiedWith).toEqual([0]);
    expect(request!.method).toBe("POST");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["user-agent"]).toMatch(/Webhooks/);
    expect(JSON.parse(request!.body)).toEqual({ type: "token.created", timestamp: event.occurredAt.toISOString(), data: event.data });

    const [delivery] = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id));
    expect(request!.headers["webhook-id"]).toBe(delivery!.id);
    expect(delivery).toMatchObject({ status: "succeeded", attemptCount: 1, nextAttemptAt: null });
    const [attempt] = await attemptsOf(delivery!.id);
    expect(attempt).toMatchObject({ responseStatus: 200, responseExcerpt: "ok", error: null });
    expect(attempt!.requestHeaders["webhook-id"]).toBe(delivery!.id);
    expect(JSON.stringify(attempt!.requestHeaders)).not.toContain("v1,");
  });

  it("claims what is due at the instant asked for, even when the clock ticks on before the claim", async () => {
    const target = await receiver();
    const { webhook } = await webhookFor(target);
    const now = new Date();
    await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });
    // Each reading of the clock 5 ms later than the one before, as on a busy machine.
    const realNow = Date.now.bind(Date);
    let readings = 0;
    const ticking = vi.spyOn(Date, "now").mockImplementation(() => realNow() + 5 * readings++);
    try {
      expect(await deliver(new Date(now.getTime() - 1))).toMatchObject({ attempted: 0 });
    } finally {
      ticking.mockRestore();
    }
    expect(await deliver(now)).toMatchObject({ attempted: 1, succeeded: 1 });
  });

  it("retries a failing receiver with one webhook-id until it succeeds", async () => {
    const target = await receiver((index, response) => {
      response.statusCode = index < 2 ? 500 : 204;
      response.end(index < 2 ? "down" : undefined);
    });
    const { webhook } = await webhookFor(target);
    let now = new Date();
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id, now });

    const expectedDelays = [5_000, 5 * 60_000];
    for (const delay of expectedDelays) {
      expect(await deliver(now)).toMatchObject({ attempted: 1, retrying: 1 });
      const row = await deliveryRow(delivery.id);
      const wait = row.nextAttemptAt!.getTime() - now.getTime();
      expect(wait).toBeGreaterThanOrEqual(delay * 0.8);
      expect(wait).toBeLessThanOrEqual(delay * 1.2);
      expect(await deliver(new Date(row.nextAttemptAt!.getTime() - 1))).toMatchObject({ attempted: 0 });
      now = new Date(row.nextAttemptAt!.getTime() + 1);
    }
    const [failing] = await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(failing!.failingSince).not.toBeNull();
    expect(await deliver(now)).toMatchObject({ attempted: 1, succeeded: 1 });

    expect(target.requests.map((request) => request.headers["webhook-id"])).toEqual([delivery.id, delivery.id, delivery.id]);
    expect(target.requests.every((request) => request.verifiedWith.length === 1)).toBe(true);
    expect((await attemptsOf(delivery.id)).map((attempt) => attempt.responseStatus)).toEqual([500, 500, 204]);
    expect(await deliveryRow(delivery.id)).toMatchObject({ status: "succeeded", attemptCount: 3 });
    const [recovered] = await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(recovered!.failingSince).toBeNull();
  });

  it("stops and disables the endpoint on 410 Gone", async () => {
    const target = await receiver((_index, response) => {
      response.statusCode = 410;
      response.end("gone");
    });
    const { webhook } = await webhookFor(target);
    // Three at once: their attempts are recorded concurrently, and only one may disable and audit.
    const sent = [];
    for (let index = 0; index < 3; index++) sent.push((await sendTestEvent({ accountId, actor, webhookId: webhook.id })).delivery);
    expect(await deliver(new Date())).toMatchObject({ failed: 3, errored: 0 });
    for (const delivery of sent) expect(await deliveryRow(delivery.id)).toMatchObject({ status: "failed", nextAttemptAt: null });
    const [disabled] = await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id));
    expect(disabled).toMatchObject({ enabled: false, disabledReason: "gone" });
    const audit = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceId, webhook.id), eq(auditEntries.action, "webhook.disabled")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: "system", metadata: { reason: "gone" } });
  });

  it("does not follow redirects: a 3xx is a failed attempt", async () => {
    const elsewhere = await receiver();
    const target = await receiver((_index, response) => {
      response.writeHead(302, { location: elsewhere.url }).end();
    });
    const { webhook } = await webhookFor(target);
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    expect(await deliver(new Date())).toMatchObject({ retrying: 1 });
    expect(target.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt).toMatchObject({ responseStatus: 302, error: "Redirect (302) not followed." });
  });

  it("times out a hanging receiver and retries it", async () => {
    const target = await receiver(() => {}); // never answers
    const { webhook } = await webhookFor(target);
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    const now = new Date();
    const started = Date.now();
    expect(await deliver(now, { timeoutMs: 300 })).toMatchObject({ retrying: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt).toMatchObject({ responseStatus: null, error: "Timed out after 300 ms." });
    expect(attempt!.latencyMs).toBeGreaterThanOrEqual(290);
    const row = await deliveryRow(delivery.id);
    expect(row).toMatchObject({ status: "pending", attemptCount: 1 });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(now.getTime());
    expect(await deliver(new Date(row.nextAttemptAt!.getTime() + 1), { timeoutMs: 300 })).toMatchObject({ retrying: 1 });
    expect(target.requests.map((request) => request.headers["webhook-id"])).toEqual([delivery.id, delivery.id]);
  });

  it("stops renewing claims handed back while their requests hang, so another worker may send them at once", async () => {
    const hanging: ServerResponse[] = [];
    const target = await receiver((_index, response) => hanging.push(response));
    const { webhook } = await webhookFor(target);
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    // A lease of 300 ms is renewed every 100 ms while the request hangs.
    const pass = deliver(new Date(), { leaseMs: 300, timeoutMs: 5_000 });
    await expect.poll(() => target.requests.length, { timeout: 5_000, interval: 20 }).toBe(1);
    const releasedAt = new Date();
    expect(await heldClaims.releaseAll(releasedAt)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500)); // five renewals' time
    expect(await deliveryRow(delivery.id)).toMatchObject({ status: "pending", attemptCount: 0, nextAttemptAt: releasedAt, leasedUntil: null });
    for (const response of hanging) response.end("ok");
    expect(await pass).toMatchObject({ succeeded: 1 });
  });

  it("reads at most 4 KiB of a response", async () => {
    const target = await receiver((_index, response) => response.end("x".repeat(200_000)));
    const { webhook } = await webhookFor(target);
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    expect(await deliver(new Date())).toMatchObject({ succeeded: 1 });
    const [attempt] = await attemptsOf(delivery.id);
    expect(attempt!.responseExcerpt).toHaveLength(4096);
  });
});

describe("the webhook worker", () => {
  it("is woken by the event's commit (NOTIFY), not by its poll", async () => {
    const endpoint = await receiver();
    await webhookFor(endpoint);
    // Polls once an hour: only the notification can bring this event out in time.
    const stop = startWebhookWorker({ intervalMs: 3_600_000, allowLoopback: true });
    try {
      await getDb().transaction((tx) => enqueueEvent(tx, { accountId, type: "token.created", data: { woken: true } }));
      await expect.poll(() => endpoint.requests.length, { timeout: 10_000 }).toBe(1);
      expect(endpoint.requests[0]!.verifiedWith).toEqual([0]);
    } finally {
      await stop();
    }
  });
});
