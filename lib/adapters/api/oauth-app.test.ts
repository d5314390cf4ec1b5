import { and, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import { describe, expect, it, vi } from "vitest";
import { createAccount } from "../../domains/accounts/create-account";
import { authenticateRequest } from "./authenticate-request";
import { systemActor } from "../../domains/audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { createOAuthClient } from "../../domains/oauth-clients/create-oauth-client";
import { deleteOAuthClient } from "../../domains/oauth-clients/delete-oauth-client";
import { rotateOAuthClientSecret } from "../../domains/oauth-clients/rotate-oauth-client-secret";
import { setOAuthClientEnabled } from "../../domains/oauth-clients/set-oauth-client-enabled";
import { issueClientToken } from "../../domains/oauth/issue-client-token";
import { assertionParams, basicAuthorization, clientAssertion, formRequest, TEST_ISSUER } from "../../domains/oauth/testing/oauth-requests";
import { oauthApp } from "./oauth-app";

// The token, revocation and introspection endpoints as a client library calls them, on the
// real database and real JOSE signatures: secrets, assertions (replay, expiry, audience),
// scope narrowing, rotation, disabling, the per-minute issuance journal and tenancy.

const actor = systemActor();
const origin = { ip: "203.0.113.9", userAgent: "token-endpoint-test" };

/** POST /oauth/token through the OAuth endpoints' app, at `now` when given (the services read the clock). */
async function token(request: Request, now?: Date): Promise<Response> {
  if (now) vi.useFakeTimers({ toFake: ["Date"], now });
  try {
    return await oauthApp.fetch(request);
  } finally {
    vi.useRealTimers();
  }
}
const grant = (params: Record<string, string> = {}) => ({ grant_type: "client_credentials", ...params });

async function accountWithSecretClient(slug: string, scopes: ("read" | "write")[] = ["read", "write"]) {
  const account = await createAccount({ actor, slug, name: slug });
  const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name: "ERP job", scopes, authentication: { method: "client_secret" } });
  return { account, client, secret: secret! };
}

async function keyClient(slug: string) {
  const account = await createAccount({ actor, slug, name: slug });
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const { client } = await createOAuthClient({
    accountId: account.id,
    actor,
    name: "SIEM",
    scopes: ["read"],
    authentication: { method: "private_key_jwt", jwks: JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "k1" }] }) },
  });
  return { account, client, privateKey };
}

async function expectOAuthError(response: Response, status: number, error: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe("string");
  if (error === "invalid_client") expect(response.headers.get("www-authenticate")).toMatch(/^Basic realm="oauth"/);
  return body;
}

describe("POST /oauth/token, client secret", () => {
  it("issues an ordinary access token by client_secret_basic and client_secret_post; its rate limit is the client's", async () => {
    const { client, secret } = await accountWithSecretClient("oauth-basic");
    const basic = await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, secret)));
    expect(basic.status).toBe(200);
    expect(basic.headers.get("cache-control")).toBe("no-store");
    const issued = await basic.json();
    expect(issued).toEqual({ access_token: expect.stringMatching(/^mis_at_/), token_type: "Bearer", expires_in: 3600, scope: "read write" });

    const posted = await (await token(formRequest("/oauth/token", grant({ client_id: client.id, client_secret: secret })))).json();
    const principals = await Promise.all(
      [issued.access_token, posted.access_token].map((value) => authenticateRequest(new Request("http://x/v1/modules", { headers: { authorization: `Bearer ${value}` } }), origin)),
    );
    expect(principals.map((principal) => principal.rateLimitKey)).toEqual([`oauth_client:${client.id}`, `oauth_client:${client.id}`]);
    expect(principals[0]!.scopes).toEqual(["read", "write"]);
  });

  it("refuses a wrong secret, an unknown client and two methods at once", async () => {
    const { client, secret } = await accountWithSecretClient("oauth-wrong-secret");
    await expectOAuthError(await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, `${secret.slice(0, -1)}x`))), 401, "invalid_client");
    await expectOAuthError(await token(formRequest("/oauth/token", grant(), basicAuthorization("oac_01jd4y3k6efq9b8c1m2n3p4q5r", secret))), 401, "invalid_client");
    await expectOAuthError(await token(formRequest("/oauth/token", grant({ client_id: client.id }))), 401, "invalid_client");
    await expectOAuthError(
      await token(formRequest("/oauth/token", grant({ client_secret: secret }), basicAuthorization(client.id, secret))),
      400,
      "invalid_request",
    );
  });

  it("answers §5.2 errors for the grant type, the body and the scope", async () => {
    const { client, secret } = await accountWithSecretClient("oauth-errors", ["read"]);
    const auth = basicAuthorization(client.id, secret);
    await expectOAuthError(await token(formRequest("/oauth/token", { grant_type: "password" }, auth)), 400, "unsupported_grant_type");
    await expectOAuthError(await token(formRequest("/oauth/token", {}, auth)), 400, "invalid_request");
    const json = new Request(`${TEST_ISSUER}/oauth/token`, { method: "POST", headers: { "content-type": "application/json", ...auth }, body: "{}" });
    await expectOAuthError(await token(json), 400, "invalid_request");
    const twice = new Request(`${TEST_ISSUER}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...auth },
      body: "grant_type=client_credentials&scope=read&scope=read",
    });
    await expectOAuthError(await token(twice), 400, "invalid_request");
    await expectOAuthError(await token(formRequest("/oauth/token", grant({ scope: "write" }), auth)), 400, "invalid_scope");
    await expectOAuthError(await token(formRequest("/oauth/token", grant({ scope: "read admin" }), auth)), 400, "invalid_scope");
  });

  it("narrows the scope within the ceiling", async () => {
    const { client, secret } = await accountWithSecretClient("oauth-narrow");
    const response = await token(formRequest("/oauth/token", grant({ scope: "read" }), basicAuthorization(client.id, secret)));
    const issued = await response.json();
    expect(issued.scope).toBe("read");
    const principal = await authenticateRequest(new Request("http://x/v1", { headers: { authorization: `Bearer ${issued.access_token}` } }), origin);
    expect(principal.scopes).toEqual(["read"]);
  });

  it("keeps the previous secret through the rotation's grace, then refuses it; a disabled client gets nothing and loses its tokens", async () => {
    const { account, client, secret } = await accountWithSecretClient("oauth-rotate");
    const before = await (await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, secret)))).json();
    const rotated = await rotateOAuthClientSecret({ accountId: account.id, actor, clientId: client.id, gracePeriodSeconds: 600 });
    expect((await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, secret)))).status).toBe(200);
    expect((await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, rotated.secret)))).status).toBe(200);
    const later = new Date(Date.now() + 601_000);
    await expectOAuthError(await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, secret)), later), 401, "invalid_client");

    await setOAuthClientEnabled({ accountId: account.id, actor, clientId: client.id, enabled: false });
    const refused = await expectOAuthError(await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, rotated.secret))), 401, "invalid_client");
    expect(refused.error_description).toMatch(/disabled/);
    await expect(authenticateRequest(new Request("http://x/v1", { headers: { authorization: `Bearer ${before.access_token}` } }), origin)).rejects.toMatchObject({
      init: { status: 401 },
    });
  });

  it("journals issuance at most once per client per minute, with the count of tokens since the previous entry", async () => {
    const { account, client, secret } = await accountWithSecretClient("oauth-journal");
    const start = new Date();
    for (const offset of [0, 10_000, 20_000, 59_000, 61_000]) {
      expect((await token(formRequest("/oauth/token", grant(), basicAuthorization(client.id, secret)), new Date(start.getTime() + offset))).status).toBe(200);
    }
    const entries = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "oauth_client.tokens_issued")))
      .orderBy(auditEntries.id);
    expect(entries.map((entry) => (entry.metadata as { count: number }).count)).toEqual([1, 4]);
    expect(entries[0]!.resourceId).toBe(client.id);
    expect(entries[0]!.ip).toBe(null);
  });
});

describe("issueClientToken", () => {
  it("refuses a client disabled or deleted after it authenticated (the lock is taken at issuance)", async () => {
    const { account, client } = await accountWithSecretClient("oauth-race");
    await setOAuthClientEnabled({ accountId: account.id, actor, clientId: client.id, enabled: false });
    await expect(issueClientToken({ client, scopes: ["read"] })).rejects.toMatchObject({ code: "invalid_client", message: "This client is disabled." });
    await deleteOAuthClient({ accountId: account.id, actor, clientId: client.id });
    await expect(issueClientToken({ client, scopes: ["read"] })).rejects.toMatchObject({ code: "invalid_client", message: "This client no longer exists." });
  });
});

describe("POST /oauth/token, private_key_jwt", () => {
  it("accepts a signed assertion once: a replayed jti, an expired, long-lived or foreign-audience assertion is invalid_client", async () => {
    const { client, privateKey } = await keyClient("oauth-jwt");
    const assertion = await clientAssertion(client.id, privateKey, { jti: "once" });
    const ok = await token(formRequest("/oauth/token", grant(assertionParams(assertion))));
    expect(ok.status).toBe(200);
    expect((await ok.json()).scope).toBe("read");

    const replay = await expectOAuthError(await token(formRequest("/oauth/token", grant(assertionParams(assertion)))), 401, "invalid_client");
    expect(replay.error_description).toMatch(/used before/);
    const expired = await clientAssertion(client.id, privateKey, { expiresIn: -120, issuedAt: Math.floor(Date.now() / 1000) - 180 });
    expect((await expectOAuthError(await token(formRequest("/oauth/token", grant(assertionParams(expired)))), 401, "invalid_client")).error_description).toMatch(/expired/);
    const elsewhere = await clientAssertion(client.id, privateKey, { audience: "https://other.example" });
    expect((await expectOAuthError(await token(formRequest("/oauth/token", grant(assertionParams(elsewhere)))), 401, "invalid_client")).error_description).toMatch(/aud/);
    const longLived = await clientAssertion(client.id, privateKey, { expiresIn: 3600 });
    await expectOAuthError(await token(formRequest("/oauth/token", grant(assertionParams(longLived)))), 401, "invalid_client");
    const toTokenEndpoint = await clientAssertion(client.id, privateKey, { audience: `${TEST_ISSUER}/oauth/token` });
    expect((await token(formRequest("/oauth/token", grant(assertionParams(toTokenEndpoint))))).status).toBe(200);
  });

  it("refuses an assertion signed by another key, and a secret for a key client", async () => {
    const { client } = await keyClient("oauth-jwt-foreign");
    const { privateKey: stranger } = await generateKeyPair("ES256");
    const forged = await clientAssertion(client.id, stranger);
    expect((await expectOAuthError(await token(formRequest("/oauth/token", grant(assertionParams(forged)))), 401, "invalid_client")).error_description).toMatch(/not signed/);
    await expectOAuthError(await token(formRequest("/oauth/token", grant({ client_id: client.id, client_secret: `mis_cs_${"a".repeat(43)}` }))), 401, "invalid_client");
  });
});

describe("POST /oauth/revoke and /oauth/introspect", () => {
  it("revoke and introspect the client's own tokens only", async () => {
    const mine = await accountWithSecretClient("oauth-own");
    const theirs = await accountWithSecretClient("oauth-theirs");
    const myAuth = basicAuthorization(mine.client.id, mine.secret);
    const theirAuth = basicAuthorization(theirs.client.id, theirs.secret);
    const issued = await (await token(formRequest("/oauth/token", grant({ scope: "read" }), myAuth))).json();
    const introspect = async (auth: Record<string, string>) => (await oauthApp.fetch(formRequest("/oauth/introspect", { token: issued.access_token }, auth))).json();
    const revoke = async (auth: Record<string, string>) => oauthApp.fetch(formRequest("/oauth/revoke", { token: issued.access_token }, auth));

    expect(await introspect(myAuth)).toMatchObject({ active: true, scope: "read", client_id: mine.client.id, token_type: "Bearer", iss: TEST_ISSUER });
    expect(await introspect(theirAuth)).toEqual({ active: false });
    expect((await revoke(theirAuth)).status).toBe(200);
    expect(await introspect(myAuth)).toMatchObject({ active: true });
    expect((await revoke(myAuth)).status).toBe(200);
    expect(await introspect(myAuth)).toEqual({ active: false });
    await expect(authenticateRequest(new Request("http://x/v1", { headers: { authorization: `Bearer ${issued.access_token}` } }), origin)).rejects.toMatchObject({
      init: { status: 401 },
    });
    const unauthenticated = await oauthApp.fetch(formRequest("/oauth/revoke", { token: issued.access_token }));
    await expectOAuthError(unauthenticated, 401, "invalid_client");
  });
});
