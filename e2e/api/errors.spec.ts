import { bearer, expect, expectProblem, test } from "./api-fixtures";

// The contract's error answers over real HTTP: problem bodies, statuses, and the headers every
// /v1 response carries.

test.describe("problem answers", () => {
  test("an unknown /v1 path is a 404 problem", async ({ request, tokens }) => {
    const response = await request.get("/v1/not-an-operation", { headers: bearer(tokens.acmeRead.token) });
    await expectProblem(response, 404, "not_found");
  });

  test("a wrong method is a 405 with Allow", async ({ request, tokens }) => {
    const response = await request.delete("/v1/modules", { headers: bearer(tokens.acmeReadWrite.token) });
    await expectProblem(response, 405, "method_not_allowed");
    expect(response.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
    const onPostOnly = await request.get("/v1/modules/mod_01jd4y3k6efq9b8c1m2n3p4q5r/tokens", { headers: bearer(tokens.acmeReadWrite.token) });
    await expectProblem(onPostOnly, 405, "method_not_allowed");
    expect(onPostOnly.headers()["allow"]).toBe("POST, OPTIONS");
  });

  test("an Accept the operation cannot produce is a 406", async ({ request, tokens }) => {
    const response = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), Accept: "text/csv" } });
    await expectProblem(response, 406, "not_acceptable");
    const wildcard = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), Accept: "text/html, */*;q=0.1" } });
    expect(wildcard.status()).toBe(200);
  });

  test("a malformed module id is a 404, never a 500", async ({ request, tokens }) => {
    for (const id of ["nope", "mod_", "mod_zzzzzzzzzzzzzzzzzzzzzzzzzz", "inv_01jd4y3k6efq9b8c1m2n3p4q5r", "%27%20OR%201%3D1"]) {
      await expectProblem(await request.get(`/v1/modules/${id}/status`, { headers: bearer(tokens.acmeRead.token) }), 404, "not_found");
    }
  });

  test("another account's module is a 404, never a 403", async ({ request, tokens }) => {
    const acmeModules = await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json();
    const acmeModuleId = acmeModules.data[0].id as string;
    const asGlobex = await request.get(`/v1/modules/${acmeModuleId}/status`, { headers: bearer(tokens.globexReadWrite.token) });
    await expectProblem(asGlobex, 404, "not_found");
    const rotateAsGlobex = await request.post(`/v1/modules/${acmeModuleId}/tokens`, { headers: bearer(tokens.globexReadWrite.token), data: {} });
    await expectProblem(rotateAsGlobex, 404, "not_found");
    const globexList = await (await request.get("/v1/modules", { headers: bearer(tokens.globexReadWrite.token) })).json();
    expect(globexList.data.map((module: { id: string }) => module.id)).not.toContain(acmeModuleId);
  });

  test("unknown query parameters are refused with a pointer", async ({ request, tokens }) => {
    const response = await request.get("/v1/modules?colour=blue", { headers: bearer(tokens.acmeRead.token) });
    const body = await expectProblem(response, 422, "validation_failed");
    expect(body.errors).toEqual([expect.objectContaining({ pointer: "#/query/colour" })]);
  });

  test.describe("request bodies", () => {
    let moduleId: string;
    test.beforeEach(async ({ request, tokens }) => {
      moduleId = (await (await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) })).json()).data[0].id;
    });
    const rotate = (moduleIdValue: string) => `/v1/modules/${moduleIdValue}/tokens`;

    test("malformed JSON is a 400", async ({ request, tokens }) => {
      const response = await request.post(rotate(moduleId), {
        headers: { ...bearer(tokens.acmeReadWrite.token), "Content-Type": "application/json" },
        // A Buffer is sent as it is; a string would be JSON-encoded by Playwright.
        data: Buffer.from('{"grace_period_seconds": '),
      });
      await expectProblem(response, 400, "malformed_json");
    });

    test("a body that is not JSON is a 415", async ({ request, tokens }) => {
      const response = await request.post(rotate(moduleId), {
        headers: { ...bearer(tokens.acmeReadWrite.token), "Content-Type": "text/plain" },
        data: Buffer.from("grace_period_seconds=5"),
      });
      await expectProblem(response, 415, "unsupported_media_type");
    });

    test("a body over 64 KiB is a 413", async ({ request, tokens }) => {
      const response = await request.post(rotate(moduleId), {
        headers: { ...bearer(tokens.acmeReadWrite.token), "Content-Type": "application/json" },
        data: Buffer.from(JSON.stringify({ padding: "x".repeat(70 * 1024) })),
      });
      await expectProblem(response, 413, "payload_too_large");
    });

    test("out-of-range and unknown fields are a 422 with pointers, and nothing is written", async ({ request, tokens }) => {
      const outOfRange = await request.post(rotate(moduleId), { headers: bearer(tokens.acmeReadWrite.token), data: { grace_period_seconds: 90_000 } });
      const rangeBody = await expectProblem(outOfRange, 422, "validation_failed");
      expect(rangeBody.errors[0].pointer).toBe("#/grace_period_seconds");

      const unknownField = await request.post(rotate(moduleId), { headers: bearer(tokens.acmeReadWrite.token), data: { grace_period_seconds: 60, token: "mine" } });
      const unknownBody = await expectProblem(unknownField, 422, "validation_failed");
      expect(unknownBody.errors).toEqual([expect.objectContaining({ pointer: "#/token" })]);
    });
  });

  test("X-Request-Id is echoed when well-formed and replaced when not", async ({ request, tokens }) => {
    const echoed = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), "X-Request-Id": "client-trace-123456" } });
    expect(echoed.headers()["x-request-id"]).toBe("client-trace-123456");
    const replaced = await request.get("/v1/modules", { headers: { ...bearer(tokens.acmeRead.token), "X-Request-Id": "bad id with spaces" } });
    expect(replaced.headers()["x-request-id"]).toMatch(/^req_/);
  });
});
