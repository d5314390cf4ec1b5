import { eq, inArray } from "drizzle-orm";
import { webhookAttempts } from "../../platform/db/schema";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { createAccount } from "../accounts/create-account";
import { getDb } from "../../platform/db/client";
import { webhookDeliveries, webhooks } from "../../platform/db/schema";
import { claimDueDeliveries } from "./claim-due-deliveries";
import { createWebhook } from "./create-webhook";
import { releaseDeliveryClaims, renewDeliveryClaims } from "./delivery-claims";
import { recordDeliveryAttempt } from "./record-delivery-attempt";
import { recordSuccessfulAttempts } from "./record-successful-attempts";
import { recoverWebhook } from "./recover-webhook";
import { resendDelivery } from "./resend-delivery";
import { sendTestEvent } from "./send-test-event";
import { setWebhookEnabled } from "./set-webhook-enabled";
import { updateWebhook } from "./update-webhook";

// A disabled endpoint's pending deliveries are parked (no due time, never claimed) and due
// again, oldest first, once it is enabled: lib/domains/webhooks/park-deliveries.ts.

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
const MINUTE = 60_000;
let accountId: string;

beforeAll(async () => {
  accountId = (await createAccount({ actor: systemActor(), slug: "acme-parking", name: "Acme" })).id;
});

afterEach(async () => {
  await getDb().delete(webhooks); // cascades: no delivery of one test is claimed in the next
});

/** An endpoint with `count` pending deliveries created a minute apart, oldest first, from `start`. */
async function endpointWith(count: number, start: Date) {
  const { webhook } = await createWebhook({ accountId, actor, url: "https://hooks.example.com/in", events: ["*"] });
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const { delivery } = await sendTestEvent({ accountId, actor, webhookId: webhook.id, now: new Date(start.getTime() + index * MINUTE) });
    ids.push(delivery.id);
  }
  return { webhook, ids };
}

const rowsOf = async (ids: string[]) => {
  const rows = await getDb().select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
};
const claimAll = async (now: Date) => (await claimDueDeliveries({ now, batchSize: 100, leaseMs: 0 })).map((claimed) => claimed.delivery.id);
const failed = { status: 503, excerpt: "down", error: null, latencyMs: 5, retryAfter: null };

describe("parking a disabled endpoint's deliveries", () => {
  it("parks them on disable, so the claim skips them, and makes them due again in creation order on enable", async () => {
    const start = new Date(Date.now() - 60 * MINUTE);
    const parked = await endpointWith(3, start);
    const other = await endpointWith(1, start);
    const [done] = parked.ids;
    await getDb().update(webhookDeliveries).set({ status: "succeeded", nextAttemptAt: null }).where(eq(webhookDeliveries.id, done!));
    const pending = parked.ids.slice(1);

    await setWebhookEnabled({ accountId, actor, webhookId: parked.webhook.id, enabled: false });
    expect((await rowsOf(pending)).map((row) => [row.status, row.nextAttemptAt])).toEqual([["pending", null], ["pending", null]]);
    expect((await rowsOf([done!]))[0]).toMatchObject({ status: "succeeded" });
    const now = new Date();
    expect(await claimAll(now)).toEqual(other.ids);

    const enabledAt = new Date();
    await setWebhookEnabled({ accountId, actor, webhookId: parked.webhook.id, enabled: true, now: enabledAt });
    expect((await rowsOf(pending)).map((row) => [row.status, row.nextAttemptAt])).toEqual([["pending", enabledAt], ["pending", enabledAt]]);
    // Both due at the same moment: the claim takes the older first. Nothing was lost.
    expect(await claimAll(new Date(enabledAt.getTime() + 1))).toEqual([...other.ids, ...pending]);
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, parked.webhook.id))).toHaveLength(3);
  });

  it("does the same when the flag changes through an update", async () => {
    const { webhook, ids } = await endpointWith(2, new Date(Date.now() - 10 * MINUTE));
    await updateWebhook({ accountId, actor, webhookId: webhook.id, enabled: false });
    expect((await rowsOf(ids)).map((row) => row.nextAttemptAt)).toEqual([null, null]);
    expect(await claimAll(new Date())).toEqual([]);
    await updateWebhook({ accountId, actor, webhookId: webhook.id, enabled: true });
    expect(await claimAll(new Date(Date.now() + 1))).toEqual(ids);
  });

  it("parks the other pending deliveries when an attempt disables the endpoint (410 Gone)", async () => {
    const { webhook, ids } = await endpointWith(3, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    await recordDeliveryAttempt({
      deliveryId: ids[0]!,
      webhookId: webhook.id,
      claimedAttemptCount: 0,
      result: { ...failed, status: 410 },
      requestHeaders: {},
      attemptedAt: now,
      now,
    });
    const [gone, ...rest] = await rowsOf(ids);
    expect(gone).toMatchObject({ status: "failed", nextAttemptAt: null });
    expect(rest.map((row) => [row.status, row.nextAttemptAt])).toEqual([["pending", null], ["pending", null]]);
    expect(await claimAll(new Date(now.getTime() + 1))).toEqual([]);
  });

  it("writes an in-flight attempt's retry, renewal or release parked when the endpoint was disabled meanwhile", async () => {
    const { webhook, ids } = await endpointWith(3, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    const claimed = await claimDueDeliveries({ now, batchSize: 10, leaseMs: 10_000 });
    expect(claimed.map((row) => row.delivery.id)).toEqual(ids);
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: false });
    const claims = claimed.map((row) => ({ id: row.delivery.id, attemptCount: row.delivery.attemptCount }));
    await renewDeliveryClaims([claims[0]!], new Date(now.getTime() + 20_000));
    await releaseDeliveryClaims([claims[1]!], now);
    await recordDeliveryAttempt({ deliveryId: ids[2]!, webhookId: webhook.id, claimedAttemptCount: 0, result: failed, requestHeaders: {}, attemptedAt: now, now });
    const rows = await rowsOf(ids);
    expect(rows.map((row) => [row.status, row.nextAttemptAt])).toEqual([["pending", null], ["pending", null], ["pending", null]]);
    expect(rows[2]!.attemptCount).toBe(1);

    // While enabled, the same writes keep their times.
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: true, now });
    const until = new Date(now.getTime() + 30_000);
    await renewDeliveryClaims([claims[0]!], until);
    expect((await rowsOf([ids[0]!]))[0]!.nextAttemptAt).toEqual(until);
  });

  it("leaves recovery and resend working once the endpoint is enabled again", async () => {
    const { webhook, ids } = await endpointWith(2, new Date(Date.now() - 10 * MINUTE));
    await getDb().update(webhookDeliveries).set({ status: "failed", nextAttemptAt: null }).where(inArray(webhookDeliveries.id, ids));
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: false });
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: true });
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(["failed", "failed"]); // enabling resumes pending ones only
    const now = new Date();
    expect(await recoverWebhook({ accountId, actor, webhookId: webhook.id, since: new Date(now.getTime() - 60 * MINUTE), now })).toMatchObject({ requeued: 2 });
    await getDb().update(webhookDeliveries).set({ status: "failed", nextAttemptAt: null }).where(eq(webhookDeliveries.id, ids[1]!));
    expect(await resendDelivery({ accountId, actor, deliveryId: ids[1]!, now })).toMatchObject({ status: "pending", nextAttemptAt: now });
    expect(await claimAll(new Date(now.getTime() + 1))).toEqual(ids);
  });
});

describe("an attempt in flight", () => {
  const LEASE_MS = 10_000;
  const ok = { status: 200, excerpt: "ok", error: null, latencyMs: 5, retryAfter: null };
  const attemptsOf = async (id: string) => (await getDb().select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, id))).length;
  /** Claims the endpoint's one due delivery at `now`, as a worker does: its id and the count it was claimed at. */
  async function claimOne(now: Date) {
    const [claimed] = await claimDueDeliveries({ now, batchSize: 10, leaseMs: LEASE_MS });
    return { id: claimed!.delivery.id, attemptCount: claimed!.delivery.attemptCount };
  }
  const record = (webhookId: string, claim: { id: string; attemptCount: number }, result: typeof failed, now: Date) =>
    recordDeliveryAttempt({ deliveryId: claim.id, webhookId, claimedAttemptCount: claim.attemptCount, result, requestHeaders: {}, attemptedAt: now, now });

  it("is not sent again beside itself when its endpoint is disabled and enabled, or the delivery resent, meanwhile", async () => {
    const { webhook, ids } = await endpointWith(1, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    const claim = await claimOne(now);
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: false, now });
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: true, now });
    expect((await rowsOf(ids))[0]!.nextAttemptAt).toEqual(leaseEnd);
    expect(await claimAll(new Date(now.getTime() + 1))).toEqual([]);
    expect(await resendDelivery({ accountId, actor, deliveryId: ids[0]!, now })).toMatchObject({ status: "pending", nextAttemptAt: leaseEnd });
    expect(await claimAll(new Date(now.getTime() + 1))).toEqual([]);
    // Its worker records it: the delivery moves on from there, and a resend is due at once again.
    expect(await record(webhook.id, claim, failed, now)).toBe("retrying");
    expect(await resendDelivery({ accountId, actor, deliveryId: ids[0]!, now })).toMatchObject({ nextAttemptAt: now });
  });

  it("handed back by its stopping worker stays due: a renewal after the release does not take it back", async () => {
    const { ids } = await endpointWith(1, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    const claim = await claimOne(now);
    await releaseDeliveryClaims([claim], now);
    await renewDeliveryClaims([claim], new Date(now.getTime() + LEASE_MS));
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "pending", nextAttemptAt: now, leasedUntil: null });
    expect(await claimAll(new Date(now.getTime() + 1))).toEqual(ids);
  });

  it("comes back when its claim ends if its worker died, even across a disable and enable", async () => {
    const { webhook, ids } = await endpointWith(1, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    await claimOne(now);
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: false, now });
    await setWebhookEnabled({ accountId, actor, webhookId: webhook.id, enabled: true, now });
    expect(await claimAll(new Date(now.getTime() + LEASE_MS))).toEqual(ids);
  });

  it("that fails late never overwrites a success recorded meanwhile, nor touches the endpoint", async () => {
    const { webhook, ids } = await endpointWith(1, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    const stalled = await claimOne(now);
    // Its worker stalls past the lease: another claims the delivery at the same count and succeeds.
    const later = new Date(now.getTime() + LEASE_MS);
    const second = await claimOne(later);
    expect(second).toEqual(stalled);
    expect(await recordSuccessfulAttempts([{ deliveryId: second.id, webhookId: webhook.id, result: ok, requestHeaders: {}, attemptedAt: later }])).toBe(1);
    // The stalled attempt ends in 410 Gone, which would fail the delivery and disable the endpoint.
    expect(await record(webhook.id, stalled, { ...failed, status: 410 }, new Date(later.getTime() + 1))).toBe("skipped");
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "succeeded", attemptCount: 1, nextAttemptAt: null, leasedUntil: null });
    expect((await getDb().select().from(webhooks).where(eq(webhooks.id, webhook.id)))[0]).toMatchObject({ enabled: true, failingSince: null });
    expect(await attemptsOf(ids[0]!)).toBe(2); // both are in the log
    // A second success of the same delivery is logged too, and changes nothing.
    expect(await recordSuccessfulAttempts([{ deliveryId: second.id, webhookId: webhook.id, result: ok, requestHeaders: {}, attemptedAt: later }])).toBe(0);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "succeeded", attemptCount: 1 });
  });

  it("that fails late leaves the retry another attempt scheduled; one that succeeds late ends the delivery", async () => {
    const { webhook, ids } = await endpointWith(2, new Date(Date.now() - 10 * MINUTE));
    const now = new Date();
    const claims = (await claimDueDeliveries({ now, batchSize: 10, leaseMs: LEASE_MS })).map(({ delivery }) => ({ id: delivery.id, attemptCount: delivery.attemptCount }));
    const later = new Date(now.getTime() + LEASE_MS);
    const again = (await claimDueDeliveries({ now: later, batchSize: 10, leaseMs: LEASE_MS })).map(({ delivery }) => ({ id: delivery.id, attemptCount: delivery.attemptCount }));
    expect(again).toEqual(claims);
    // The second claims fail first: both deliveries retry.
    for (const claim of again) expect(await record(webhook.id, claim, failed, later)).toBe("retrying");
    const [retryAt] = (await rowsOf(ids)).map((row) => row.nextAttemptAt);
    // The first claims end late: a failure is skipped, a success ends its delivery.
    expect(await record(webhook.id, claims[0]!, failed, new Date(later.getTime() + 1))).toBe("skipped");
    expect(await record(webhook.id, claims[1]!, ok, new Date(later.getTime() + 1))).toBe("succeeded");
    const [first, second] = await rowsOf(ids);
    expect(first).toMatchObject({ status: "pending", attemptCount: 1, nextAttemptAt: retryAt });
    expect(second).toMatchObject({ status: "succeeded", attemptCount: 2, nextAttemptAt: null });
  });
});
