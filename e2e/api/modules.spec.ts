import { bearer, expect, expectCommonHeaders, test } from "./api-fixtures";

test.describe("modules", () => {
  test("GET /v1/modules lists the account's modules, matching the document", async ({ request, tokens, matchesDocument }) => {
    const response = await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) });
    expect(response.status()).toBe(200);
    expectCommonHeaders(response);
    const body = (await matchesDocument(response, "/v1/modules", "get")) as { data: { id: string; sync_state: { state: string } }[] };
    expect(body.data).toHaveLength(6);
    // Which states they are in depends on what the browser specs before this one did on the same
    // server (retries, syncs): the seeded variety is checked by e2e/modules.spec.ts at the start.
    for (const module of body.data) expect(["pending", "syncing", "synced", "failed", "paused"]).toContain(module.sync_state.state);
    for (const module of body.data) expect(module.id).toMatch(/^mod_[0-9a-z]{26}$/);
  });

  test("GET /v1/modules/{id}/status reads one module's state, matching the document", async ({ request, tokens, matchesDocument }) => {
    const list = await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json();
    const module = list.data[0];
    const response = await request.get(`/v1/modules/${module.id}/status`, { headers: bearer(tokens.acmeRead.token) });
    expect(response.status()).toBe(200);
    const status = (await matchesDocument(response, "/v1/modules/{id}/status", "get")) as { module_id: string };
    expect(status.module_id).toBe(module.id);
  });

  test("POST /v1/modules/{id}/tokens rotates once per Idempotency-Key, matching the document", async ({ request, tokens, matchesDocument }) => {
    const list = await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json();
    const moduleId = list.data[1].id;
    const key = `e2e-${Date.now()}`;
    const headers = { ...bearer(tokens.acmeReadWrite.token), "Idempotency-Key": key };
    const first = await request.post(`/v1/modules/${moduleId}/tokens`, { headers, data: { grace_period_seconds: 3600 } });
    expect(first.status()).toBe(201);
    const rotation = (await matchesDocument(first, "/v1/modules/{id}/tokens", "post")) as { token: string; previous_token_expires_at: string };
    expect(rotation.token).toMatch(/^cpt_/);

    const retry = await request.post(`/v1/modules/${moduleId}/tokens`, { headers, data: { grace_period_seconds: 3600 } });
    expect(retry.status()).toBe(201);
    expect((await retry.json()).token).toBe(rotation.token);

    const reused = await request.post(`/v1/modules/${moduleId}/tokens`, { headers, data: { grace_period_seconds: 60 } });
    expect(reused.status()).toBe(422);
    expect((await reused.json()).code).toBe("idempotency_key_reused");
  });
});
