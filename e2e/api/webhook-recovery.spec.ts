import type { APIRequestContext } from "@playwright/test";
import { startGoneReceiver } from "../../lib/testing/webhook-test-receiver";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// POST /v1/webhooks/{id}/recover over real HTTP: a receiver answers 410 (the delivery fails and
// the endpoint is disabled), the admin fixes it and enables it, and recovery sends the failed
// delivery again with its original webhook-id, once however often it is repeated.

const DAY = 86_400_000;

test.describe("webhook recovery", () => {
  let receiver: Awaited<ReturnType<typeof startGoneReceiver>>;
  test.beforeEach(async () => {
    receiver = await startGoneReceiver();
  });
  test.afterEach(async () => receiver?.close());

  const deliveryStatus = async (request: APIRequestContext, token: string, webhookId: string, msgId: string) =>
    (await (await request.get(`/v1/webhooks/${webhookId}/deliveries/${msgId}`, { headers: bearer(token) })).json()).status as string;

  test("re-queues the failed deliveries since a moment, idempotently", async ({ request, tokens, matchesDocument }) => {
    const token = tokens.acmeReadWrite.token;
    const auth = bearer(token);
    const created = await (await request.post("/v1/webhooks", { headers: auth, data: { url: receiver.url, events: ["webhook.test"] } })).json();
    try {
      const failed = await (await request.post(`/v1/webhooks/${created.id}/test`, { headers: auth })).json();
      await expect.poll(() => deliveryStatus(request, token, created.id, failed.id), { timeout: 15_000, intervals: [250] }).toBe("failed");
      const since = new Date(Date.now() - DAY).toISOString();

      // Disabled by the 410: recovery waits until it is enabled again.
      await expectProblem(await request.post(`/v1/webhooks/${created.id}/recover`, { headers: auth, data: { since } }), 409, "conflict");
      receiver.fix();
      expect((await request.post(`/v1/webhooks/${created.id}/enable`, { headers: auth })).status()).toBe(200);

      const response = await request.post(`/v1/webhooks/${created.id}/recover`, { headers: auth, data: { since } });
      expect(response.status()).toBe(202);
      expectCommonHeaders(response);
      const body = await matchesDocument(response, "/v1/webhooks/{id}/recover", "post");
      expect(body).toEqual({ webhook_id: created.id, since, requeued: 1 });
      const repeat = await (await request.post(`/v1/webhooks/${created.id}/recover`, { headers: auth, data: { since } })).json();
      expect(repeat.requeued).toBe(0);

      await expect.poll(() => deliveryStatus(request, token, created.id, failed.id), { timeout: 15_000, intervals: [250] }).toBe("succeeded");
      const sent = receiver.requests.filter((each) => each.headers["webhook-id"] === failed.id);
      expect(sent).toHaveLength(2);

      // The journal records the recovery that queued a delivery, not the repeat that changed nothing.
      const audit = await (await request.get(`/v1/audit?action=webhook.recovered&resource_id=${created.id}`, { headers: auth })).json();
      expect(audit.data.map((entry: { metadata: unknown }) => entry.metadata)).toEqual([{ since, requeued: 1 }]);
    } finally {
      await request.delete(`/v1/webhooks/${created.id}`, { headers: auth });
    }
  });

  test("bounds the window to 7 days, refuses the future, bad input, a read token and another account", async ({ request, tokens }) => {
    const auth = bearer(tokens.acmeReadWrite.token);
    const created = await (await request.post("/v1/webhooks", { headers: auth, data: { url: receiver.url, events: ["*"] } })).json();
    try {
      const path = `/v1/webhooks/${created.id}/recover`;
      // More than 7 days back counts from 7 days ago, and the answer says so.
      const requested = Date.now() - 30 * DAY;
      const longAgo = await request.post(path, { headers: auth, data: { since: new Date(requested).toISOString() } });
      expect(longAgo.status()).toBe(202);
      const used = Date.parse((await longAgo.json()).since);
      expect(used).toBeGreaterThan(Date.now() - 7 * DAY - 60_000);
      expect(used).toBeLessThanOrEqual(Date.now() - 7 * DAY);
      const future = await expectProblem(await request.post(path, { headers: auth, data: { since: new Date(Date.now() + DAY).toISOString() } }), 422, "validation_failed");
      expect(future.errors).toEqual([expect.objectContaining({ pointer: "#/since" })]);
      await expectProblem(await request.post(path, { headers: auth, data: { since: "yesterday" } }), 422, "validation_failed");
      await expectProblem(await request.post(path, { headers: auth, data: {} }), 422, "validation_failed");
      await expectProblem(await request.post(path, { headers: auth, data: { since: new Date().toISOString(), extra: 1 } }), 422, "validation_failed");
      const since = new Date(Date.now() - DAY).toISOString();
      await expectProblem(await request.post(path, { headers: bearer(tokens.acmeRead.token), data: { since } }), 403, "insufficient_scope");
      await expectProblem(await request.post(path, { headers: bearer(tokens.globexReadWrite.token), data: { since } }), 404, "not_found");
    } finally {
      await request.delete(`/v1/webhooks/${created.id}`, { headers: auth });
    }
  });
});
