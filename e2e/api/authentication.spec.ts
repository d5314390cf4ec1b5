import pg from "pg";
import { ACCESS_TOKEN_PREFIX, generateAccessToken } from "../../lib/domains/access-tokens/token-format";
import { bearer, expect, expectProblem, test } from "./api-fixtures";

// RFC 6750 bearer authentication of /v1, over real HTTP, for every refusal the contract names.

test.describe("bearer authentication", () => {
  test("no Authorization header: 401 with a bare Bearer challenge", async ({ request }) => {
    const response = await request.get("/v1/modules");
    await expectProblem(response, 401, "unauthorized");
    expect(response.headers()["www-authenticate"]).toBe('Bearer realm="v1"');
  });

  test("a header that is not `Bearer <token>`: 401 invalid_request", async ({ request }) => {
    const response = await request.get("/v1/modules", { headers: { Authorization: "Basic YWRtaW46YWRtaW4=" } });
    await expectProblem(response, 401, "invalid_request");
    expect(response.headers()["www-authenticate"]).toContain('error="invalid_request"');
  });

  test("a token with a broken checksum is refused without being looked up", async ({ request, tokens }) => {
    const real = tokens.acmeRead.token;
    const typo = real.slice(0, ACCESS_TOKEN_PREFIX.length + 3) + (real[ACCESS_TOKEN_PREFIX.length + 3] === "x" ? "y" : "x") + real.slice(ACCESS_TOKEN_PREFIX.length + 4);
    const response = await request.get("/v1/modules", { headers: bearer(typo) });
    const body = await expectProblem(response, 401, "invalid_token");
    expect(body.detail).toContain("malformed");
    expect(response.headers()["www-authenticate"]).toContain('error="invalid_token"');
  });

  test("a well-formed token nobody issued: 401 invalid_token", async ({ request }) => {
    const response = await request.get("/v1/modules", { headers: bearer(generateAccessToken()) });
    const body = await expectProblem(response, 401, "invalid_token");
    expect(body.detail).toContain("unknown");
  });

  test("a revoked token: 401 invalid_token", async ({ request, tokens }) => {
    const response = await request.get("/v1/modules", { headers: bearer(tokens.acmeRevoked.token) });
    const body = await expectProblem(response, 401, "invalid_token");
    expect(body.detail).toContain("revoked");
  });

  test("an expired token: 401 invalid_token", async ({ request, tokens, project }) => {
    test.skip(!project.databaseUrl, "needs direct database access to age a token (the PostgreSQL project); covered on PGlite by the service tests");
    const client = new pg.Client({ connectionString: project.databaseUrl });
    await client.connect();
    const { token, id } = tokens.acmeRead;
    try {
      // A plain SQL update: the database announces it to the server itself (well under a second).
      await client.query("update access_tokens set expires_at = now() - interval '1 second' where id = $1", [id]);
      await expect.poll(async () => (await request.get("/v1/modules", { headers: bearer(token) })).status()).toBe(401);
      const response = await request.get("/v1/modules", { headers: bearer(token) });
      const body = await expectProblem(response, 401, "invalid_token");
      expect(body.detail).toContain("expired");
    } finally {
      await client.query("update access_tokens set expires_at = now() + interval '1 day' where id = $1", [id]);
      await expect.poll(async () => (await request.get("/v1/modules", { headers: bearer(token) })).status()).toBe(200);
      await client.end();
    }
  });

  test("a token without the needed scope: 403 insufficient_scope naming the scope", async ({ request, tokens }) => {
    const readOnWrite = await request.post(`/v1/modules/mod_01jd4y3k6efq9b8c1m2n3p4q5r/tokens`, { headers: bearer(tokens.acmeRead.token) });
    await expectProblem(readOnWrite, 403, "insufficient_scope");
    expect(readOnWrite.headers()["www-authenticate"]).toContain('error="insufficient_scope", scope="write"');

    const writeOnRead = await request.get("/v1/modules", { headers: bearer(tokens.acmeWrite.token) });
    await expectProblem(writeOnRead, 403, "insufficient_scope");
    expect(writeOnRead.headers()["www-authenticate"]).toContain('scope="read"');
  });

  test("a valid token: 200", async ({ request, tokens }) => {
    const response = await request.get("/v1/modules", { headers: bearer(tokens.acmeRead.token) });
    expect(response.status()).toBe(200);
  });

  test("the customer area's session cookie opens nothing under /v1", async ({ page, baseURL }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill("admin@acme.test");
    await page.getByLabel("Password").fill("acme-demo-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name.includes("authjs.session-token"))).toBe(true);
    // page.request shares the browser context's cookies.
    const response = await page.request.get("/v1/modules");
    await expectProblem(response, 401, "unauthorized");
  });
});
