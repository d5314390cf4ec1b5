import { bearer, expect, test } from "./api-fixtures";

// PATCH /v1/webhooks/{id} and POST /v1/modules/{id}/sync: happy, error and security cases,
// each response checked against the served document.

const json = { "Content-Type": "application/json" };

test.describe("PATCH /v1/webhooks/{id}", () => {
  test("changes URL, events and description in place and matches the document", async ({ request, tokens, matchesDocument }) => {
    const headers = { ...bearer(tokens.acmeReadWrite.token), ...json };
    const created = await (await request.post("/v1/webhooks", { headers, data: { url: "https://hooks.example.com/patch-before", events: ["*"] } })).json();
    const response = await request.patch(`/v1/webhooks/${created.id}`, {
      headers,
      data: { url: "https://hooks.example.com/patch-after", events: ["invoice.created"], description: "patched" },
    });
    expect(response.status()).toBe(200);
    const body = await matchesDocument(response, "/v1/webhooks/{id}", "patch");
    expect(body).toMatchObject({ id: created.id, url: "https://hooks.example.com/patch-after", events: ["invoice.created"], description: "patched" });
    expect(body).not.toHaveProperty("secret");
    await request.delete(`/v1/webhooks/${created.id}`, { headers: bearer(tokens.acmeReadWrite.token) });
  });

  test("refuses an SSRF target (422 at #/url), unknown fields, a read token (403) and another account (404)", async ({ request, tokens }) => {
    const headers = { ...bearer(tokens.acmeReadWrite.token), ...json };
    const created = await (await request.post("/v1/webhooks", { headers, data: { url: "https://hooks.example.com/patch-guard", events: ["*"] } })).json();
    const ssrf = await request.patch(`/v1/webhooks/${created.id}`, { headers, data: { url: "https://169.254.169.254/latest/meta-data/" } });
    expect(ssrf.status()).toBe(422);
    expect((await ssrf.json()).errors[0].pointer).toBe("#/url");
    expect((await request.patch(`/v1/webhooks/${created.id}`, { headers, data: { secret: "whsec_x" } })).status()).toBe(422);
    expect((await request.patch(`/v1/webhooks/${created.id}`, { headers, data: {} })).status()).toBe(422);
    const readOnly = await request.patch(`/v1/webhooks/${created.id}`, { headers: { ...bearer(tokens.acmeRead.token), ...json }, data: { description: "x" } });
    expect(readOnly.status()).toBe(403);
    const foreign = await request.patch(`/v1/webhooks/${created.id}`, { headers: { ...bearer(tokens.globexReadWrite.token), ...json }, data: { description: "x" } });
    expect(foreign.status()).toBe(404);
    const unchanged = await (await request.get(`/v1/webhooks/${created.id}`, { headers: bearer(tokens.acmeRead.token) })).json();
    expect(unchanged.url).toBe("https://hooks.example.com/patch-guard");
    await request.delete(`/v1/webhooks/${created.id}`, { headers: bearer(tokens.acmeReadWrite.token) });
  });
});

test.describe("POST /v1/modules/{id}/sync", () => {
  async function moduleIn(request: import("@playwright/test").APIRequestContext, token: string, state: string) {
    const list = await (await request.get("/v1/modules", { headers: bearer(token) })).json();
    return (list.data as { id: string; sync_state: { state: string } }[]).find((module) => module.sync_state.state === state);
  }

  test("starts a sync (202, matching the document); a retry with the same key answers the same", async ({ request, tokens, matchesDocument }) => {
    const module = (await moduleIn(request, tokens.acmeRead.token, "synced")) ?? (await moduleIn(request, tokens.acmeRead.token, "pending"));
    test.skip(!module, "no module is idle right now");
    const headers = { ...bearer(tokens.acmeReadWrite.token), "Idempotency-Key": `sync-${Date.now()}` };
    const first = await request.post(`/v1/modules/${module!.id}/sync`, { headers });
    expect(first.status()).toBe(202);
    const body = await matchesDocument(first, "/v1/modules/{id}/sync", "post");
    expect(body).toMatchObject({ module_id: module!.id });
    const retry = await request.post(`/v1/modules/${module!.id}/sync`, { headers });
    expect(retry.status()).toBe(202);
    expect(await retry.json()).toEqual(body);
  });

  test("is a 403 for a read token and a 404 for another account's module", async ({ request, tokens }) => {
    const any = (await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json()).data[0];
    expect((await request.post(`/v1/modules/${any.id}/sync`, { headers: bearer(tokens.acmeRead.token) })).status()).toBe(403);
    expect((await request.post(`/v1/modules/${any.id}/sync`, { headers: bearer(tokens.globexReadWrite.token) })).status()).toBe(404);
  });

  test("is a 409 problem for a paused module", async ({ request, tokens }) => {
    const paused = await moduleIn(request, tokens.acmeRead.token, "paused");
    // On the embedded server the browser specs share the demo data and may have resumed it.
    test.skip(!paused, "the demo's paused module was resumed by an earlier spec on this server");
    const conflict = await request.post(`/v1/modules/${paused!.id}/sync`, { headers: bearer(tokens.acmeReadWrite.token) });
    expect(conflict.status()).toBe(409);
    expect(conflict.headers()["content-type"]).toContain("application/problem+json");
    expect((await conflict.json()).code).toBe("conflict");
  });
});
