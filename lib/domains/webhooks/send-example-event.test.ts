import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { exampleEventData } from "../events/example-event-data";
import { createWebhook } from "./create-webhook";
import { sendTestEvent } from "./send-test-event";

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
let acme: string;

beforeAll(async () => {
  acme = (await createAccount({ actor: systemActor(), slug: "acme-example-events", name: "Acme" })).id;
});

describe("sendTestEvent with an event type", () => {
  it("queues that type's example payload for this endpoint only, even one it does not subscribe to", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/examples", events: ["token.created"] });
    const { event, delivery } = await sendTestEvent({ accountId: acme, actor, webhookId: webhook.id, eventType: "invoice.created" });
    expect(event.type).toBe("invoice.created");
    expect(event.data).toEqual(exampleEventData["invoice.created"]);
    expect(event.fannedOutAt).not.toBeNull();
    expect(delivery.webhookId).toBe(webhook.id);
  });

  it("sends webhook.test with the endpoint's own id by default", async () => {
    const { webhook } = await createWebhook({ accountId: acme, actor, url: "https://hooks.example.com/default", events: ["*"] });
    const { event } = await sendTestEvent({ accountId: acme, actor, webhookId: webhook.id });
    expect(event).toMatchObject({ type: "webhook.test", data: { webhook_id: webhook.id } });
  });
});
