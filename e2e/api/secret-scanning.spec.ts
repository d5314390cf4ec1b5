import type { APIResponse } from "@playwright/test";
import { startSmtpTestServer } from "../../lib/testing/smtp-test-server";
import { currentSmtpPort } from "../e2e-smtp";
import { E2E_SECRET_SCANNING_KEY_ID, signAsGitHub } from "../secret-scanning-test-key";
import { bearer, expect, test } from "./api-fixtures";

// POST /secret-scanning/verify over real HTTP, playing GitHub's secret scanning partner
// program with the e2e key pair: a signed report naming a live token revokes it (the next
// /v1 call is a 401) and writes a token.leaked entry; bad signatures, replays and oversized
// bodies are refused; reporting the same leak again revokes nothing more.

const LEAK_URL = "https://github.com/octo-org/octo-repo/blob/2f1c9e/.env";

/** The same problem shape as /v1: a `type` URL on this server's errors page and a `req_…` id, also sent as X-Request-Id. */
async function expectLeakProblem(response: APIResponse, status: number, code: string) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/problem\+json/);
  const problem = await response.json();
  expect(problem).toMatchObject({ type: `${new URL(response.url()).origin}/docs/errors#${code}`, status, code, request_id: expect.stringMatching(/^req_[A-Za-z0-9_-]{16}$/) });
  expect(response.headers()["x-request-id"]).toBe(problem.request_id);
}

const reportOf = (token: string) => JSON.stringify([{ token, type: "mis_access_token", url: LEAK_URL, source: "commit" }]);

const headersFor = (body: string, signature = signAsGitHub(body)) => ({
  "Content-Type": "application/json",
  "Github-Public-Key-Identifier": E2E_SECRET_SCANNING_KEY_ID,
  "Github-Public-Key-Signature": signature,
});

test.describe("secret scanning reports", () => {
  test("a signed report naming a live token revokes it once, audited with the URL, and mails the admins", async ({ request, tokens }) => {
    const smtp = await startSmtpTestServer(currentSmtpPort());
    const leaked = tokens.leakReported.token;
    expect((await request.get("/v1/modules", { headers: bearer(leaked) })).status()).toBe(200);

    const body = reportOf(leaked);
    const signed = headersFor(body);
    const response = await request.post("/secret-scanning/verify", { headers: signed, data: body });
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await response.json()).toEqual([{ token_raw: leaked, token_type: "mis_access_token", label: "true_positive" }]);
    expect((await request.get("/v1/modules", { headers: bearer(leaked) })).status()).toBe(401);

    // The very same signed request again is a replay.
    const replay = await request.post("/secret-scanning/verify", { headers: signed, data: body });
    await expectLeakProblem(replay, 409, "replayed");
    // GitHub reporting the same leak again (a fresh signature): the same answer, no second revocation.
    const again = await request.post("/secret-scanning/verify", { headers: headersFor(body), data: body });
    expect(await again.json()).toEqual([{ token_raw: leaked, token_type: "mis_access_token", label: "true_positive" }]);

    const audit = await (await request.get(`/v1/audit?action=token.leaked&resource_id=${tokens.leakReported.id}`, { headers: bearer(tokens.acmeRead.token) })).json();
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ actor: { type: "system", display: "GitHub secret scanning" }, metadata: { url: LEAK_URL, source: "commit", revoked: true } });
    expect(JSON.stringify(audit)).not.toContain(leaked);

    try {
      const about = () => smtp.mails.filter((mail) => mail.subject === 'Access token "e2e leaked in public" found in public and revoked' && mail.to.includes("admin@acme.test"));
      await expect.poll(() => about().length, { timeout: 15_000 }).toBe(1);
      expect(about()[0]!.text).toContain(LEAK_URL);
      expect(about()[0]!.text).not.toContain(leaked);
    } finally {
      await smtp.stop();
    }
  });

  test("refuses bad signatures, missing headers and oversized bodies without touching the token", async ({ request, tokens }) => {
    const live = tokens.acmeRead.token;
    const body = reportOf(live);
    const forged = await request.post("/secret-scanning/verify", { headers: headersFor(body, signAsGitHub(`${body} `)), data: body });
    await expectLeakProblem(forged, 401, "invalid_signature");
    const unknownKey = await request.post("/secret-scanning/verify", { headers: { ...headersFor(body), "Github-Public-Key-Identifier": "someone-else" }, data: body });
    expect(unknownKey.status()).toBe(401);
    const unsigned = await request.post("/secret-scanning/verify", { headers: { "Content-Type": "application/json" }, data: body });
    expect(unsigned.status()).toBe(401);
    const huge = JSON.stringify([{ token: live, type: "mis_access_token", url: "x".repeat(300_000), source: "commit" }]);
    const oversized = await request.post("/secret-scanning/verify", { headers: headersFor(huge), data: huge });
    await expectLeakProblem(oversized, 413, "payload_too_large");
    // Not behind the sign-in redirect, and no other method.
    expect((await request.get("/secret-scanning/verify", { maxRedirects: 0 })).status()).toBe(405);
    expect((await request.get("/v1/modules", { headers: bearer(live) })).status()).toBe(200);
  });

  test("npm run start:api alone answers reports as npm start does", async ({ request, project }) => {
    test.skip(!project.apiURL, "no start:api instance in this project (it runs on PostgreSQL only)");
    // A token nobody issued: a verdict, and nothing to revoke.
    const body = reportOf(`mis_at_${"0".repeat(38)}`);
    const answer = await request.post(`${project.apiURL}/secret-scanning/verify`, { headers: headersFor(body), data: body });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toEqual([expect.objectContaining({ label: "false_positive" })]);
    await expectLeakProblem(await request.post(`${project.apiURL}/secret-scanning/verify`, { headers: { "Content-Type": "application/json" }, data: body }), 401, "invalid_signature");
  });
});
