import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { auditEntries, webhookDeliveries } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createWebhook } from "./create-webhook";
import { recoverWebhook } from "./recover-webhook";
import { sendTestEvent } from "./send-test-event";
import { setWebhookEnabled } from "./set-webhook-enabled";

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
const DAY = 86_400_000;
let acme: string;
let other: string;

beforeAll(async () => {
  acme = (await createAccount({ actor: systemActor(), slug: "acme-recover", name: "Acme" })).id;
  other = (await createAccount({ actor: systemActor(), slug: "other-recover", name: "Other" })).id;
});

async function errorOf(promise: Promise<unknown>) {
  return promise.then(() => null, (caught: unknown) => caught);
}

/** A webhook with deliveries in the given states, created at the given times. */
async function webhookWith(accountId: string, deliveries: { status: "failed" | "succeeded" | "pending"; createdAt: Date }[]) {
  const { webhook } = await createWebhook({ accountId, actor, url: "https://hooks.example.com/in", events: ["*"] });
  const ids: string[] = [];
  for (const wanted of deliveries) {
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id });
    await getDb()
      .update(webhookDeliveries)
      .set({ status: wanted.status, createdAt: wanted.createdAt, nextAttemptAt: wanted.status === "pending" ? wanted.createdAt : null, attemptCount: 9 })
      .where(eq(webhookDeliveries.id, delivery.id));
    ids.push(delivery.id);
  }
  return { webhook, ids };
}

const statusesOf = async (ids: string[]) => {
  const rows = await getDb().select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
};

describe("recoverWebhook", () => {
  it("queues again exactly the failed deliveries since the moment, once, and audits each call", async () => {
    const now = new Date();
    const { webhook, ids } = await webhookWith(acme, [
      { status: "failed", createdAt: new Date(now.getTime() - 3 * DAY) },
      { status: "failed", createdAt: new Date(now.getTime() - 1 * DAY) },
      { status: "failed", createdAt: new Date(now.getTime() - 5 * DAY) },
      { status: "succeeded", createdAt: new Date(now.getTime() - 1 * DAY) },
    ]);
    const since = new Date(now.getTime() - 4 * DAY);
    const first = await recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since, now });
    expect(first).toEqual({ webhookId: webhook.id, since, requeued: 2 });
    const rows = await statusesOf(ids);
    expect(rows[ids[0]!]).toMatchObject({ status: "pending", nextAttemptAt: now, attemptCount: 9 });
    expect(rows[ids[1]!]).toMatchObject({ status: "pending", nextAttemptAt: now });
    expect(rows[ids[2]!]).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(rows[ids[3]!]).toMatchObject({ status: "succeeded" });

    const again = await recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since, now });
    expect(again.requeued).toBe(0);

    const audit = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceId, webhook.id), eq(auditEntries.action, "webhook.recovered")))
      .orderBy(auditEntries.occurredAt);
    // The repeat queued nothing, so it journals nothing.
    expect(audit.map((entry) => entry.metadata)).toEqual([{ since: since.toISOString(), requeued: 2 }]);
  });

  it("two concurrent recoveries queue each delivery once between them", async () => {
    const now = new Date();
    const { webhook } = await webhookWith(acme, [
      { status: "failed", createdAt: new Date(now.getTime() - DAY) },
      { status: "failed", createdAt: new Date(now.getTime() - DAY) },
    ]);
    const since = new Date(now.getTime() - 2 * DAY);
    const results = await Promise.all([0, 1].map(() => recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since, now })));
    expect(results.map((result) => result.requeued).sort()).toEqual([0, 2]);
  });

  it("reaches at most 7 days back, and refuses the future, with a pointer to since", async () => {
    const now = new Date();
    const { webhook, ids } = await webhookWith(acme, [
      { status: "failed", createdAt: new Date(now.getTime() - 8 * DAY) },
      { status: "failed", createdAt: new Date(now.getTime() - 6 * DAY) },
    ]);
    for (const since of [new Date(now.getTime() + 60_000), new Date(Number.NaN)]) {
      const error = await errorOf(recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since, now }));
      expect(isAppError(error, "validation_failed") && error.fieldErrors[0]?.pointer).toBe("#/since");
    }
    const longAgo = await recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since: new Date("2020-01-01T00:00:00Z"), now });
    expect(longAgo).toEqual({ webhookId: webhook.id, since: new Date(now.getTime() - 7 * DAY), requeued: 1 });
    const rows = await statusesOf(ids);
    expect([rows[ids[0]!]?.status, rows[ids[1]!]?.status]).toEqual(["failed", "pending"]);
  });

  it("refuses a disabled endpoint and keeps accounts apart", async () => {
    const now = new Date();
    const { webhook, ids } = await webhookWith(other, [{ status: "failed", createdAt: new Date(now.getTime() - DAY) }]);
    const since = new Date(now.getTime() - 2 * DAY);
    const foreign = await errorOf(recoverWebhook({ accountId: acme, actor, webhookId: webhook.id, since, now }));
    expect(isAppError(foreign, "not_found")).toBe(true);
    expect(isAppError(await errorOf(recoverWebhook({ accountId: acme, actor, webhookId: "wh_nope", since, now })), "not_found")).toBe(true);
    await setWebhookEnabled({ accountId: other, actor, webhookId: webhook.id, enabled: false });
    expect(isAppError(await errorOf(recoverWebhook({ accountId: other, actor, webhookId: webhook.id, since, now })), "conflict")).toBe(true);
    expect((await statusesOf(ids))[ids[0]!]?.status).toBe("failed");
  });
});
