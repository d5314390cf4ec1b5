import type { APIRequestContext, APIResponse } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startTestReceiver, type TestReceiver } from "../../lib/testing/webhook-test-receiver";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// /v1/webhooks over real HTTP: registration with its SSRF refusals, the secret shown once,
// scopes and tenancy, the delivery log's paging, and a real delivery to a receiver started
// here on 127.0.0.1 that the Standard Webhooks reference library verifies.

type Created = { id: string; secret: string; url: string };

const PUBLIC_URL = "https://hooks.example.com/in";

async function register(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<Created> {
  const response = await request.post("/v1/webhooks", { headers: bearer(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test.describe("webhooks", () => {
  const cleanup: string[] = [];
  test.afterEach(async ({ request, tokens }) => {
    for (const id of cleanup.splice(0)) await request.delete(`/v1/webhooks/${id}`, { headers: bearer(tokens.acmeReadWrite.token) });
  });

  test("registers an endpoint and shows its secret once, never again", async ({ request, tokens, matchesDocument }) => {
    const auth = bearer(tokens.acmeReadWrite.token);
    const response = await request.post("/v1/webhooks", {
      headers: auth,
      data: { url: PUBLIC_URL, events: ["token.created", "invoice.created"], description: "ERP" },
    });
    expect(response.status()).toBe(201);
    expectCommonHeaders(response);
    const created = (await matchesDocument(response, "/v1/webhooks", "post")) as Created & { events: string[]; enabled: boolean };
    cleanup.push(created.id);
    expect(created).toMatchObject({ url: PUBLIC_URL, events: ["invoice.created", "token.created"], enabled: true, disabled_reason: null });
    expect(created.id).toMatch(/^wh_[0-9a-z]{26}$/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const one = await request.get(`/v1/webhooks/${created.id}`, { headers: bearer(tokens.acmeRead.token) });
    const read = (await matchesDocument(one, "/v1/webhooks/{id}", "get")) as Record<string, unknown>;
    expect(read).not.toHaveProperty("secret");
    const list = await request.get("/v1/webhooks", { headers: bearer(tokens.acmeRead.token) });
    const body = (await matchesDocument(list, "/v1/webhooks", "get")) as { data: { id: string }[] };
    expect(body.data.map((webhook) => webhook.id)).toContain(created.id);
    expect(JSON.stringify(body)).not.toContain(created.secret.slice(6));
    expect(JSON.stringify(body)).not.toContain("whsec_");
  });

  test("refuses SSRF targets and bad input at registration with a 422 pointing at the field", async ({ request, tokens }) => {
    const auth = bearer(tokens.acmeReadWrite.token);
    const refused: [string, RegExp][] = [
      ["https://10.0.0.1/", /private/],
      ["http://169.254.169.254/latest/meta-data/", /cloud metadata/],
      ["https://[::ffff:127.0.0.1]/", /loopback/],
      ["https://[::ffff:a9fe:a9fe]/", /cloud metadata/],
      ["https://0xa9fea9fe/", /cloud metadata/],
      ["https://192.168.1.1/hooks", /private/],
      ["https://100.64.0.1/", /carrier-grade NAT/],
      ["https://[fe80::1]/", /link-local/],
      ["https://224.0.0.1/", /multicast/],
      ["https://0.0.0.0/", /unspecified/],
      ["ftp://hooks.example.com/in", /https/],
      ["http://hooks.example.com/in", /https/],
      ["not a url", /absolute URL/],
    ];
    for (const [url, reason] of refused) {
      const response = await request.post("/v1/webhooks", { headers: auth, data: { url, events: ["*"] } });
      const problem = await expectProblem(response, 422, "validation_failed");
      expect(problem.errors, url).toEqual([expect.objectContaining({ pointer: "#/url" })]);
      expect(`${problem.detail} ${problem.errors[0].detail}`, url).toMatch(reason);
    }
    const bad: [Record<string, unknown>, string][] = [
      [{ url: PUBLIC_URL, events: [] }, "#/events"],
      [{ url: PUBLIC_URL, events: ["token.exploded"] }, "#/events/0"],
      [{ url: PUBLIC_URL, events: ["*", "token.created"] }, "#/events"],
      [{ url: PUBLIC_URL, events: ["*"], secret: "whsec_mine" }, "#/secret"],
      [{ events: ["*"] }, "#/url"],
    ];
    for (const [data, pointer] of bad) {
      const problem = await expectProblem(await request.post("/v1/webhooks", { headers: auth, data }), 422, "validation_failed");
      expect(problem.errors.map((error: { pointer: string }) => error.pointer), JSON.stringify(data)).toContain(pointer);
    }
  });

  test("needs the write scope to change and the read scope to look", async ({ request, tokens }) => {
    const created = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    cleanup.push(created.id);
    const asRead = bearer(tokens.acmeRead.token);
    await expectProblem(await request.post("/v1/webhooks", { headers: asRead, data: { url: PUBLIC_URL, events: ["*"] } }), 403, "insufficient_scope");
    await expectProblem(await request.delete(`/v1/webhooks/${created.id}`, { headers: asRead }), 403, "insufficient_scope");
    for (const action of ["test", "rotate-secret", "disable", "enable"]) {
      await expectProblem(await request.post(`/v1/webhooks/${created.id}/${action}`, { headers: asRead }), 403, "insufficient_scope");
    }
    const asWrite = bearer(tokens.acmeWrite.token);
    await expectProblem(await request.get("/v1/webhooks", { headers: asWrite }), 403, "insufficient_scope");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}/deliveries`, { headers: asWrite }), 403, "insufficient_scope");
    await expectProblem(await request.put("/v1/webhooks", { headers: bearer(tokens.acmeReadWrite.token) }), 405, "method_not_allowed");
  });

  test("keeps another account's webhooks out of reach (404, never 403)", async ({ request, tokens }) => {
    const created = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    cleanup.push(created.id);
    const asGlobex = bearer(tokens.globexReadWrite.token);
    const base = `/v1/webhooks/${created.id}`;
    await expectProblem(await request.get(base, { headers: asGlobex }), 404, "not_found");
    await expectProblem(await request.get(`${base}/deliveries`, { headers: asGlobex }), 404, "not_found");
    for (const action of ["test", "rotate-secret", "disable", "enable"]) {
      await expectProblem(await request.post(`${base}/${action}`, { headers: asGlobex }), 404, "not_found");
    }
    await expectProblem(await request.delete(base, { headers: asGlobex }), 404, "not_found");
    const globexList = await (await request.get("/v1/webhooks", { headers: asGlobex })).json();
    expect(globexList.data.map((webhook: { id: string }) => webhook.id)).not.toContain(created.id);
    // Still there for its owner.
    expect((await request.get(base, { headers: bearer(tokens.acmeRead.token) })).status()).toBe(200);
  });

  test("deletes with a 204, after which the webhook is a 404", async ({ request, tokens }) => {
    const created = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    const auth = bearer(tokens.acmeReadWrite.token);
    const response = await request.delete(`/v1/webhooks/${created.id}`, { headers: auth });
    expect(response.status()).toBe(204);
    expectCommonHeaders(response);
    expect(await response.text()).toBe("");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}`, { headers: auth }), 404, "not_found");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}/deliveries`, { headers: auth }), 404, "not_found");
    await expectProblem(await request.delete(`/v1/webhooks/${created.id}`, { headers: auth }), 404, "not_found");
  });

  test("disables and enables; a disabled endpoint takes no test event", async ({ request, tokens, matchesDocument }) => {
    const created = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    cleanup.push(created.id);
    const auth = bearer(tokens.acmeReadWrite.token);
    const disabled = await request.post(`/v1/webhooks/${created.id}/disable`, { headers: auth });
    expect(await matchesDocument(disabled, "/v1/webhooks/{id}/disable", "post")).toMatchObject({ enabled: false, disabled_reason: "manual" });
    await expectProblem(await request.post(`/v1/webhooks/${created.id}/test`, { headers: auth }), 409, "conflict");
    const enabled = await request.post(`/v1/webhooks/${created.id}/enable`, { headers: auth });
    expect(await matchesDocument(enabled, "/v1/webhooks/{id}/enable", "post")).toMatchObject({ enabled: true, disabled_reason: null });
  });

  test("pages the delivery log by cursor, newest first, with a Link header", async ({ request, tokens, matchesDocument }) => {
    const created = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    cleanup.push(created.id);
    const auth = bearer(tokens.acmeReadWrite.token);
    const sent: string[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await request.post(`/v1/webhooks/${created.id}/test`, { headers: auth });
      expect(response.status()).toBe(202);
      sent.push(((await matchesDocument(response, "/v1/webhooks/{id}/test", "post")) as { id: string }).id);
    }
    const seen: string[] = [];
    let url: string | null = `/v1/webhooks/${created.id}/deliveries?limit=2`;
    while (url) {
      const response: APIResponse = await request.get(url, { headers: auth });
      const page = (await matchesDocument(response, "/v1/webhooks/{id}/deliveries", "get")) as {
        data: { id: string; webhook_id: string }[];
        next_cursor: string | null;
        has_more: boolean;
      };
      expect(page.data.every((delivery) => delivery.webhook_id === created.id)).toBe(true);
      seen.push(...page.data.map((delivery) => delivery.id));
      expect(page.has_more).toBe(page.next_cursor !== null);
      const link: string | undefined = response.headers()["link"];
      if (page.next_cursor) expect(link).toContain(`cursor=${page.next_cursor}`);
      else expect(link).toBeUndefined();
      url = page.next_cursor ? link!.replace(/^<([^>]+)>.*$/, "$1") : null;
    }
    // The endpoint takes every event, so one the account emits meanwhile (another spec's token, a
    // module's sync) may be delivered to it too: each delivery once, ours newest first among them.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => sent.includes(id))).toEqual([...sent].reverse());

    const first = await (await request.get(`/v1/webhooks/${created.id}/deliveries?limit=2`, { headers: auth })).json();
    const other = await register(request, tokens.acmeReadWrite.token, { url: PUBLIC_URL, events: ["*"] });
    cleanup.push(other.id);
    const foreign = await request.get(`/v1/webhooks/${other.id}/deliveries?cursor=${first.next_cursor}`, { headers: auth });
    await expectProblem(foreign, 400, "invalid_cursor");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}/deliveries?cursor=abc.def`, { headers: auth }), 400, "invalid_cursor");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}/deliveries?limit=101`, { headers: auth }), 422, "validation_failed");
    await expectProblem(await request.get(`/v1/webhooks/${created.id}/deliveries?status=failed`, { headers: auth }), 422, "validation_failed");
  });
});

test.describe("deliveries to a real receiver", () => {
  let receiver: TestReceiver;
  test.beforeEach(async () => {
    // Every e2e server runs the delivery worker and allows loopback receivers (see scripts/e2e-server*.sh).
    receiver = await startTestReceiver();
  });
  test.afterEach(async () => receiver?.close());

  const deliveryOf = (request: APIRequestContext, token: string, webhookId: string, msgId: string) =>
    request.get(`/v1/webhooks/${webhookId}/deliveries/${msgId}`, { headers: bearer(token) });

  async function waitUntilSucceeded(request: APIRequestContext, token: string, webhookId: string, msgId: string) {
    await expect
      .poll(async () => (await (await deliveryOf(request, token, webhookId, msgId)).json()).status, { timeout: 15_000, intervals: [250] })
      .toBe("succeeded");
  }

  test("sends a signed test event that the standardwebhooks library verifies, also across a secret rotation", async ({
    request,
    tokens,
    matchesDocument,
  }) => {
    const token = tokens.acmeReadWrite.token;
    const created = await register(request, token, { url: receiver.url, events: ["*"], description: "e2e receiver" });
    receiver.secrets = [created.secret];
    try {
      const queued = await request.post(`/v1/webhooks/${created.id}/test`, { headers: bearer(token) });
      expect(queued.status()).toBe(202);
      const delivery = (await matchesDocument(queued, "/v1/webhooks/{id}/test", "post")) as { id: string; status: string };
      expect(delivery).toMatchObject({ status: "pending", event_type: "webhook.test", attempt_count: 0 });
      await waitUntilSucceeded(request, token, created.id, delivery.id);

      const received = receiver.requests.filter((each) => each.headers["webhook-id"] === delivery.id);
      expect(received).toHaveLength(1);
      const payload = new Webhook(created.secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as {
        type: string;
        data: { webhook_id: string };
      };
      expect(payload).toMatchObject({ type: "webhook.test", data: { webhook_id: created.id } });
      expect(received[0]!.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);

      const detail = await deliveryOf(request, token, created.id, delivery.id);
      const body = (await matchesDocument(detail, "/v1/webhooks/{id}/deliveries/{msg_id}", "get")) as {
        request_body: string;
        attempts: { response_status: number; request_headers: Record<string, string>; response_excerpt: string }[];
        last_response_status: number;
      };
      expect(body.request_body).toBe(received[0]!.body);
      expect(body.last_response_status).toBe(200);
      expect(body.attempts).toEqual([expect.objectContaining({ response_status: 200, response_excerpt: "ok" })]);
      expect(body.attempts[0]!.request_headers["webhook-id"]).toBe(delivery.id);
      expect(JSON.stringify(body)).not.toContain(received[0]!.headers["webhook-signature"] as string);

      // Rotation: the new secret is shown once and, for 24 h, both secrets sign every delivery.
      const rotation = await request.post(`/v1/webhooks/${created.id}/rotate-secret`, { headers: bearer(token) });
      const rotated = (await matchesDocument(rotation, "/v1/webhooks/{id}/rotate-secret", "post")) as { secret: string };
      expect(rotated.secret).not.toBe(created.secret);
      receiver.secrets = [rotated.secret, created.secret];
      const second = (await (await request.post(`/v1/webhooks/${created.id}/test`, { headers: bearer(token) })).json()) as { id: string };
      await waitUntilSucceeded(request, token, created.id, second.id);
      const signed = receiver.requests.find((each) => each.headers["webhook-id"] === second.id)!;
      expect(signed.verifiedWith).toEqual([0, 1]);
      expect(String(signed.headers["webhook-signature"]).split(" ")).toHaveLength(2);

      // Resend: the same webhook-id arrives again.
      const resent = await request.post(`/v1/webhooks/${created.id}/deliveries/${delivery.id}/resend`, { headers: bearer(token) });
      expect(resent.status()).toBe(202);
      await matchesDocument(resent, "/v1/webhooks/{id}/deliveries/{msg_id}/resend", "post");
      await expect.poll(() => receiver.requests.filter((each) => each.headers["webhook-id"] === delivery.id).length, { timeout: 15_000 }).toBe(2);
      const log = await request.get(`/v1/webhooks/${created.id}/deliveries`, { headers: bearer(token) });
      const page = (await matchesDocument(log, "/v1/webhooks/{id}/deliveries", "get")) as { data: { id: string; last_response_status: number }[] };
      expect(page.data.map((each) => each.id)).toEqual(expect.arrayContaining([delivery.id, second.id]));
    } finally {
      await request.delete(`/v1/webhooks/${created.id}`, { headers: bearer(token) });
    }
  });
});
