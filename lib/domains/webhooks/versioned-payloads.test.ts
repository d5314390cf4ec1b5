import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { NEWEST_API_VERSION, OLDEST_API_VERSION } from "../api-versions";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { enqueueEvent } from "../events/enqueue-event";
import { exampleEventData } from "../events/example-event-data";
import { getDb } from "../../platform/db/client";
import { auditEntries, webhooks } from "../../platform/db/schema";
import { startTestReceiver, type TestReceiver } from "../../testing/webhook-test-receiver";
import { createWebhook } from "./create-webhook";
import { getDeliveryWithAttempts } from "./get-delivery-with-attempts";
import { sendTestEvent } from "./send-test-event";
import { drainWebhooksOnce } from "./start-webhook-worker";
import { updateWebhook } from "./update-webhook";

// Payloads at the endpoint's version (issue 33): the event is stored at the newest version and
// each endpoint receives it shaped at its own, signed so the Standard Webhooks verifier accepts it.

const actor = systemActor("test");
let oldAccount: string;
let newAccount: string;
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  oldAccount = (await createAccount({ actor, slug: "versions-old", name: "On the first version", apiVersion: OLDEST_API_VERSION })).id;
  newAccount = (await createAccount({ actor, slug: "versions-new", name: "On the newest version" })).id;
});

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  await getDb().delete(webhooks);
});

async function endpoint(accountId: string, apiVersion?: string) {
  const receiver = await startTestReceiver();
  receivers.push(receiver);
  const { webhook, secret } = await createWebhook({ accountId, actor, url: receiver.url, events: ["*"], allowLoopback: true, apiVersion });
  receiver.secrets = [secret];
  return { receiver, webhook };
}

const syncStateChanged = exampleEventData["module.sync_state.changed"];
const syncedAt = (syncStateChanged.status as { last_succeeded_at: string }).last_succeeded_at;

/** The one request a receiver got: verified, with its parsed body. */
function received(receiver: TestReceiver) {
  expect(receiver.requests).toHaveLength(1);
  const [request] = receiver.requests;
  expect(request!.verifiedWith).toEqual([0]);
  return { headers: request!.headers, body: JSON.parse(request!.body) as { type: string; data: { status: Record<string, unknown> } } };
}

describe("webhook payloads at the endpoint's API version", () => {
  it("start at the account's version, or the one asked for; an unknown one is refused", async () => {
    expect((await endpoint(oldAccount)).webhook.apiVersion).toBe(OLDEST_API_VERSION);
    expect((await endpoint(newAccount)).webhook.apiVersion).toBe(NEWEST_API_VERSION);
    expect((await endpoint(oldAccount, NEWEST_API_VERSION)).webhook.apiVersion).toBe(NEWEST_API_VERSION);
    await expect(createWebhook({ accountId: oldAccount, actor, url: "https://hooks.example.com/x", events: ["*"], apiVersion: "2020-01-01" })).rejects.toMatchObject({
      code: "validation_failed",
      fieldErrors: [{ pointer: "#/api_version" }],
    });
  });

  it("render one event at each endpoint's version, both verified by the standardwebhooks library", async () => {
    const old = await endpoint(oldAccount);
    const newest = await endpoint(oldAccount, NEWEST_API_VERSION);
    await enqueueEvent(getDb(), { accountId: oldAccount, type: "module.sync_state.changed", data: syncStateChanged });
    expect(await drainWebhooksOnce({ allowLoopback: true })).toMatchObject({ delivery: { attempted: 2, succeeded: 2 } });

    const atOld = received(old.receiver);
    expect(atOld.headers["api-version"]).toBe(OLDEST_API_VERSION);
    expect(atOld.body.data.status).toMatchObject({ last_synced_at: syncedAt });
    expect(atOld.body.data.status).not.toHaveProperty("last_succeeded_at");

    const atNewest = received(newest.receiver);
    expect(atNewest.headers["api-version"]).toBe(NEWEST_API_VERSION);
    expect(atNewest.body.data).toEqual(syncStateChanged);
  });

  it("send a test event at the new version first, then move the endpoint, retries included", async () => {
    const { receiver, webhook } = await endpoint(oldAccount);
    const { delivery } = await sendTestEvent({ accountId: oldAccount, actor, webhookId: webhook.id, eventType: "module.sync_state.changed", apiVersion: NEWEST_API_VERSION });
    await drainWebhooksOnce({ allowLoopback: true });
    const tried = received(receiver);
    expect(tried.headers["api-version"]).toBe(NEWEST_API_VERSION);
    expect(tried.body.data.status).toMatchObject({ last_succeeded_at: syncedAt });
    // The test moved nothing: the endpoint and its log still say the first version, except that delivery.
    expect((await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0]!.apiVersion).toBe(OLDEST_API_VERSION);
    const detail = await getDeliveryWithAttempts({ accountId: oldAccount, deliveryId: delivery.id });
    expect(detail.renderedAt).toBe(NEWEST_API_VERSION);
    expect(JSON.parse(detail.payload).data.status).toHaveProperty("last_succeeded_at");

    const moved = await updateWebhook({ accountId: oldAccount, actor, webhookId: webhook.id, apiVersion: NEWEST_API_VERSION });
    expect(moved).toMatchObject({ changed: ["api_version"], webhook: { apiVersion: NEWEST_API_VERSION } });
    const [audit] = await getDb().select().from(auditEntries).where(eq(auditEntries.action, "webhook.updated"));
    expect(audit!.metadata).toMatchObject({ api_version: NEWEST_API_VERSION, previous_api_version: OLDEST_API_VERSION });

    receiver.requests.length = 0;
    await enqueueEvent(getDb(), { accountId: oldAccount, type: "module.sync_state.changed", data: syncStateChanged });
    await drainWebhooksOnce({ allowLoopback: true });
    expect(received(receiver).body.data).toEqual(syncStateChanged);
    await expect(updateWebhook({ accountId: oldAccount, actor, webhookId: webhook.id, apiVersion: "2026-13-45" })).rejects.toMatchObject({ code: "validation_failed" });
  });
});
