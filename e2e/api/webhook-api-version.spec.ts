import { Webhook } from "standardwebhooks";
import { startTestReceiver } from "../../lib/testing/webhook-test-receiver";
import { bearer, expect, expectProblem, test } from "./api-fixtures";

// A webhook endpoint's API version over real HTTP (issue 33): the resource's `api_version`
// (readable, set on create and update, an unknown one refused), and a test event at another
// version than the endpoint's, delivered to a receiver here and verified by the reference library.

const FIRST = "2026-11-22";
const NEWEST = "2026-11-27";

test("an endpoint's api_version: set, moved, refused when unknown, and a test event at another version verified", async ({ request, tokens, matchesDocument }) => {
  const token = tokens.acmeReadWrite.token;
  const receiver = await startTestReceiver();
  let webhookId: string | undefined;
  try {
    const created = await request.post("/v1/webhooks", { headers: bearer(token), data: { url: receiver.url, events: ["*"], api_version: FIRST } });
    const webhook = (await matchesDocument(created, "/v1/webhooks", "post")) as { id: string; secret: string; api_version: string };
    webhookId = webhook.id;
    expect(webhook.api_version).toBe(FIRST);
    receiver.secrets = [webhook.secret];

    await expectProblem(await request.patch(`/v1/webhooks/${webhook.id}`, { headers: bearer(token), data: { api_version: "2020-01-01" } }), 422, "validation_failed");

    const queued = await request.post(`/v1/webhooks/${webhook.id}/test`, { headers: bearer(token), data: { api_version: NEWEST } });
    const delivery = (await matchesDocument(queued, "/v1/webhooks/{id}/test", "post")) as { id: string };
    await expect
      .poll(async () => (await (await request.get(`/v1/webhooks/${webhook.id}/deliveries/${delivery.id}`, { headers: bearer(token) })).json()).status, { timeout: 15_000, intervals: [250] })
      .toBe("succeeded");
    const [received] = receiver.requests.filter((each) => each.headers["webhook-id"] === delivery.id);
    expect(received!.headers["api-version"]).toBe(NEWEST);
    new Webhook(webhook.secret).verify(received!.body, received!.headers as Record<string, string>);
    const detail = await request.get(`/v1/webhooks/${webhook.id}/deliveries/${delivery.id}`, { headers: bearer(token) });
    expect(((await matchesDocument(detail, "/v1/webhooks/{id}/deliveries/{msg_id}", "get")) as { api_version: string }).api_version).toBe(NEWEST);

    const moved = await request.patch(`/v1/webhooks/${webhook.id}`, { headers: bearer(token), data: { api_version: NEWEST } });
    expect(((await matchesDocument(moved, "/v1/webhooks/{id}", "patch")) as { api_version: string }).api_version).toBe(NEWEST);
  } finally {
    if (webhookId) await request.delete(`/v1/webhooks/${webhookId}`, { headers: bearer(token) });
    await receiver.close();
  }
});
