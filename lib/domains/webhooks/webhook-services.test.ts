import { NEWEST_API_VERSION } from "../api-versions";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { auditEntries, events, webhookDeliveries, webhooks } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { enqueueEvent } from "../events/enqueue-event";
import { createWebhook } from "./create-webhook";
import { deleteWebhook } from "./delete-webhook";
import { fanOutEvents } from "./fan-out-events";
import { getDeliveryWithAttempts } from "./get-delivery-with-attempts";
import { getWebhookOrThrow } from "./get-webhook-or-throw";
import { listWebhookDeliveries } from "./list-webhook-deliveries";
import { listWebhooks } from "./list-webhooks";
import { resendDelivery } from "./resend-delivery";
import { rotateWebhookSecret } from "./rotate-webhook-secret";
import { sendTestEvent } from "./send-test-event";
import { setWebhookEnabled } from "./set-webhook-enabled";
import { signingSecretsOf } from "./signing-secrets";
import { toDeliveryDetailResource, toWebhookResource } from "./webhook-resource";

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
let acme: string;
let other: string;

beforeAll(async () => {
  acme = (await createAccount({ actor: systemActor(), slug: "acme-hooks", name: "Acme" })).id;
  other = (await createAccount({ actor: systemActor(), slug: "other-hooks", name: "Other" })).id;
});

async function expectAppError(promise: Promise<unknown>, code: string, pointer?: string) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(isAppError(error) && error.code).toBe(code);
  if (pointer && isAppError(error)) expect(error.fieldErrors[0]?.pointer).toBe(pointer);
}

const create = (accountId: string, events: string[] = ["*"], extra: { url?: string; description?: string } = {}) =>
  createWebhook({ accountId, actor, url: extra.url ?? "https://hooks.example.com/in", events, description: extra.description });

async function auditOf(resourceId: string) {
  return getDb().select().from(auditEntries).where(eq(auditEntries.resourceId, resourceId)).orderBy(auditEntries.occurredAt);
}

describe("webhook services", () => {
  it("creates a webhook, returns the secret once and stores it only encrypted", async () => {
    const { webhook, secret } = await create(acme, ["token.created", "invoice.created", "token.created"], { description: "  CI  " });
    expect(secret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({ enabled: true, description: "CI", events: ["invoice.created", "token.created"] });
    expect(webhook.secretEncrypted).toMatch(/^v1\./);
    expect(signingSecretsOf(webhook, new Date())).toEqual([secret]);
    const audit = await auditOf(webhook.id);
    expect(audit.map((entry) => entry.action)).toEqual(["webhook.created"]);
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
    expect(JSON.stringify(audit)).not.toContain(webhook.secretEncrypted);
    expect(toWebhookResource(webhook)).toEqual({
      id: webhook.id,
      url: "https://hooks.example.com/in",
      description: "CI",
      events: ["invoice.created", "token.created"],
      enabled: true,
      api_version: NEWEST_API_VERSION,
      disabled_reason: null,
      created_at: webhook.createdAt.toISOString(),
    });
  });

  it("refuses bad input with a pointer to the field", async () => {
    await expectAppError(create(acme, []), "validation_failed", "#/events");
    await expectAppError(create(acme, ["*", "token.created"]), "validation_failed", "#/events");
    await expectAppError(create(acme, ["token.exploded"]), "validation_failed", "#/events");
    await expectAppError(create(acme, ["*"], { description: "x".repeat(501) }), "validation_failed", "#/description");
    await expectAppError(create(acme, ["*"], { url: "https://169.254.169.254/" }), "validation_failed", "#/url");
    await expectAppError(create(acme, ["*"], { url: "http://example.com/" }), "validation_failed", "#/url");
  });

  it("keeps every account to its own webhooks", async () => {
    const { webhook } = await create(other);
    expect((await listWebhooks({ accountId: acme })).map((row) => row.id)).not.toContain(webhook.id);
    expect((await listWebhooks({ accountId: other })).map((row) => row.id)).toContain(webhook.id);
    const asAcme = { accountId: acme, actor, webhookId: webhook.id };
    await expectAppError(getWebhookOrThrow(asAcme), "not_found");
    await expectAppError(getWebhookOrThrow({ ...asAcme, webhookId: "not-an-id" }), "not_found");
    await expectAppError(deleteWebhook(asAcme), "not_found");
    await expectAppError(rotateWebhookSecret(asAcme), "not_found");
    await expectAppError(setWebhookEnabled({ ...asAcme, enabled: false }), "not_found");
    await expectAppError(sendTestEvent(asAcme), "not_found");
    await expectAppError(listWebhookDeliveries({ ...asAcme, limit: 10 }), "not_found");
    const { delivery } = await sendTestEvent({ accountId: other, actor, webhookId: webhook.id });
    await expectAppError(getDeliveryWithAttempts({ accountId: acme, deliveryId: delivery.id }), "not_found");
    await expectAppError(resendDelivery({ accountId: acme, actor, deliveryId: delivery.id }), "not_found");
    await expectAppError(resendDelivery({ accountId: acme, actor, deliveryId: "msg_nope" }), "not_found");
  });

  it("deletes a webhook with an audit entry", async () => {
    const { webhook } = await create(acme);
    await deleteWebhook({ accountId: acme, actor, webhookId: webhook.id });
    await expectAppError(getWebhookOrThrow({ accountId: acme, webhookId: webhook.id }), "not_found");
    expect((await auditOf(webhook.id)).map((entry) => entry.action)).toEqual(["webhook.created", "webhook.deleted"]);
  });

  it("rotates the secret, keeping the previous one for 24 hours", async () => {
    const { webhook, secret: first } = await create(acme);
    const now = new Date();
    const { webhook: rotated, secret: second } = await rotateWebhookSecret({ accountId: acme, actor, webhookId: webhook.id, now });
    expect(second).not.toBe(first);
    expect(signingSecretsOf(rotated, now)).toEqual([second, first]);
    expect(signingSecretsOf(rotated, new Date(now.getTime() + 24 * 3_600_000))).toEqual([second]);
    expect(toWebhookResource(rotated).secret_rotated_at).toBe(now.toISOString());
    const audit = await auditOf(webhook.id);
    expect(audit.map((entry) => entry.action)).toEqual(["webhook.created", "webhook.secret_rotated"]);
    expect(JSON.stringify(audit)).not.toContain(second.slice(6));
  });

  it("disables and re-enables, auditing only real changes", async () => {
    const { webhook } = await create(acme);
    const options = { accountId: acme, actor, webhookId: webhook.id };
    const disabled = await setWebhookEnabled({ ...options, enabled: false });
    expect(disabled).toMatchObject({ changed: true, webhook: { enabled: false, disabledReason: "manual" } });
    expect(toWebhookResource(disabled.webhook).disabled_reason).toBe("manual");
    expect(await setWebhookEnabled({ ...options, enabled: false })).toMatchObject({ changed: false });
    await expectAppError(sendTestEvent(options), "conflict");
    const enabled = await setWebhookEnabled({ ...options, enabled: true });
    expect(enabled.webhook).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    const actions = (await auditOf(webhook.id)).map((entry) => entry.action);
    expect(actions).toEqual(["webhook.created", "webhook.disabled", "webhook.enabled"]);
  });
});

describe("fan-out", () => {
  it("creates one delivery per enabled, subscribed webhook of the event's account, once", async () => {
    await getDb().delete(webhooks);
    const all = (await create(acme, ["*"])).webhook;
    const tokens = (await create(acme, ["token.created"])).webhook;
    const invoices = (await create(acme, ["invoice.created"])).webhook;
    const off = (await create(acme, ["*"])).webhook;
    await setWebhookEnabled({ accountId: acme, actor, webhookId: off.id, enabled: false });
    const foreign = (await create(other, ["*"])).webhook;

    const event = await enqueueEvent(getDb(), { accountId: acme, type: "token.created", data: { id: "tok_1" } });
    expect(await fanOutEvents()).toBeGreaterThanOrEqual(1);
    expect(await fanOutEvents()).toBe(0);
    const rows = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id));
    expect(rows.map((row) => row.webhookId).sort()).toEqual([all.id, tokens.id].sort());
    expect(rows.every((row) => row.status === "pending" && row.accountId === acme)).toBe(true);
    for (const id of [invoices.id, off.id, foreign.id]) expect(rows.map((row) => row.webhookId)).not.toContain(id);
    const [marked] = await getDb().select().from(events).where(eq(events.id, event.id));
    expect(marked!.fannedOutAt).not.toBeNull();
  });

  it("targets a test event at its webhook only", async () => {
    await getDb().delete(webhooks);
    const target = (await create(acme)).webhook;
    const bystander = (await create(acme)).webhook;
    const { event, delivery } = await sendTestEvent({ accountId: acme, actor, webhookId: target.id });
    expect(event).toMatchObject({ type: "webhook.test", data: { webhook_id: target.id } });
    await fanOutEvents();
    const rows = await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventId, event.id));
    expect(rows.map((row) => row.id)).toEqual([delivery.id]);
    expect(rows[0]!.webhookId).not.toBe(bystander.id);
  });
});

describe("delivery log", () => {
  it("pages newest first by (created_at, id) without gaps or repeats, and resends by hand", async () => {
    const { webhook } = await create(acme);
    const base = Date.now();
    const sent: { id: string; at: number }[] = [];
    // Pairs share a millisecond, so ties are broken by id.
    for (let index = 0; index < 7; index++) {
      const now = new Date(base + Math.floor(index / 2));
      sent.push({ id: (await sendTestEvent({ accountId: acme, actor, webhookId: webhook.id, now })).delivery.id, at: now.getTime() });
    }
    const seen: string[] = [];
    let before;
    do {
      const page = await listWebhookDeliveries({ accountId: acme, webhookId: webhook.id, before, limit: 3 });
      seen.push(...page.deliveries.map((row) => row.id));
      expect(page.deliveries.every((row) => row.eventType === "webhook.test")).toBe(true);
      before = page.next ?? undefined;
    } while (before);
    const newestFirst = [...sent].sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((row) => row.id);
    expect(seen).toEqual(newestFirst);
    await expectAppError(listWebhookDeliveries({ accountId: acme, webhookId: webhook.id, limit: 101 }), "validation_failed", "#/limit");

    const deliveryId = sent[0]!.id;
    await getDb().update(webhookDeliveries).set({ status: "failed", nextAttemptAt: null }).where(eq(webhookDeliveries.id, deliveryId));
    const now = new Date();
    const resent = await resendDelivery({ accountId: acme, actor, deliveryId, now });
    expect(resent).toMatchObject({ id: deliveryId, status: "pending", nextAttemptAt: now, eventType: "webhook.test" });
    expect((await auditOf(webhook.id)).map((entry) => entry.action)).toContain("webhook.delivery_resent");

    const detailed = await getDeliveryWithAttempts({ accountId: acme, deliveryId, webhookId: webhook.id });
    expect(toDeliveryDetailResource(detailed)).toEqual({
      id: deliveryId,
      webhook_id: webhook.id,
      event_id: detailed.eventId,
      event_type: "webhook.test",
      status: "pending",
      api_version: NEWEST_API_VERSION,
      attempt_count: 0,
      next_attempt_at: now.toISOString(),
      last_attempt_at: null,
      last_response_status: null,
      last_latency_ms: null,
      created_at: detailed.createdAt.toISOString(),
      request_body: expect.stringContaining('"type":"webhook.test"'),
      attempts: [],
    });
    expect(JSON.parse(detailed.payload).data).toMatchObject({ webhook_id: webhook.id });
    await expectAppError(resendDelivery({ accountId: acme, actor, deliveryId, webhookId: (await create(acme)).webhook.id }), "not_found");
    await setWebhookEnabled({ accountId: acme, actor, webhookId: webhook.id, enabled: false });
    await expectAppError(resendDelivery({ accountId: acme, actor, deliveryId }), "conflict");
  });
});
