import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { importJWK, type JWK } from "jose";
import * as oauth from "oauth4webapi";
import { createIntegrationsClient, OAuthTokenError, unwrap } from "../../clients/typescript/src";
import { bearer, expect, expectCommonHeaders, test } from "./api-fixtures";

// OAuth 2.0 client credentials as an integrator's standard library does it: oauth4webapi
// discovers the server (RFC 8414), obtains tokens with client_secret_basic and with
// private_key_jwt (RFC 7523, a key jose made), calls GET /v1/modules with them, introspects
// (RFC 7662) and revokes (RFC 7009). The clients were made by scripts/prepare-test-server.ts.

interface SecretClient {
  clientId: string;
  secret: string;
  accountId: string;
}
interface KeyClient {
  clientId: string;
  privateJwk: JWK & { kid: string };
  accountId: string;
}
interface OAuthClients {
  acmeSecret: SecretClient;
  acmeKey: KeyClient;
  globexSecret: SecretClient;
  rateLimitShared: SecretClient;
  /** Named by every deliberately wrong secret, so those refusals never block acmeSecret (10 per client and address). */
  refusalTarget: SecretClient;
}

// The test servers speak plain http on loopback.
const insecure = { [oauth.allowInsecureRequests]: true } as const;

function clientsOf(tokensFile: string): OAuthClients {
  return (JSON.parse(fs.readFileSync(tokensFile, "utf8")) as { oauthClients: OAuthClients }).oauthClients;
}

async function discover(baseURL: string): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(baseURL);
  return oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: "oauth2", ...insecure }));
}

async function grant(as: oauth.AuthorizationServer, clientId: string, auth: oauth.ClientAuth, scope?: string) {
  const client: oauth.Client = { client_id: clientId };
  const response = await oauth.clientCredentialsGrantRequest(as, client, auth, scope ? { scope } : {}, insecure);
  return oauth.processClientCredentialsResponse(as, client, response);
}

test.describe("OAuth 2.0 client credentials", () => {
  test("discovery: RFC 8414 metadata names the endpoints and methods", async ({ baseURL }) => {
    const as = await discover(baseURL!);
    expect(as.issuer).toBe(new URL(baseURL!).origin);
    expect(as.token_endpoint).toBe(`${as.issuer}/oauth/token`);
    expect(as.revocation_endpoint).toBe(`${as.issuer}/oauth/revoke`);
    expect(as.introspection_endpoint).toBe(`${as.issuer}/oauth/introspect`);
    expect(as.grant_types_supported).toEqual(["client_credentials"]);
    expect(as.token_endpoint_auth_methods_supported).toEqual(["client_secret_basic", "client_secret_post", "private_key_jwt"]);
  });

  test("client_secret_basic: a token that calls GET /v1/modules, introspects active, and stops working once revoked", async ({ baseURL, project, request }) => {
    const { acmeSecret, globexSecret } = clientsOf(project.tokensFile);
    const as = await discover(baseURL!);
    const auth = oauth.ClientSecretBasic(acmeSecret.secret);
    const issued = await grant(as, acmeSecret.clientId, auth, "read");
    expect(issued.token_type).toBe("bearer");
    expect(issued.access_token).toMatch(/^mis_at_/);
    expect(issued.expires_in).toBe(3600);
    expect(issued.scope).toBe("read");

    const modules = await request.get("/v1/modules", { headers: bearer(issued.access_token) });
    expect(modules.status()).toBe(200);
    expectCommonHeaders(modules);
    expect((await modules.json()).data.length).toBeGreaterThan(0);
    // Narrowed to read: a write is refused like any read-only token's.
    const write = await request.post("/v1/webhooks", { headers: { ...bearer(issued.access_token), "Content-Type": "application/json" }, data: {} });
    expect(write.status()).toBe(403);

    const client = { client_id: acmeSecret.clientId };
    const introspected = await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, auth, issued.access_token, insecure));
    expect(introspected).toMatchObject({ active: true, scope: "read", client_id: acmeSecret.clientId, token_type: "Bearer" });
    // Another client learns nothing about it, and cannot revoke it.
    const other = { client_id: globexSecret.clientId };
    const otherAuth = oauth.ClientSecretBasic(globexSecret.secret);
    expect(await oauth.processIntrospectionResponse(as, other, await oauth.introspectionRequest(as, other, otherAuth, issued.access_token, insecure))).toEqual({ active: false });
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, other, otherAuth, issued.access_token, insecure));
    expect((await request.get("/v1/modules", { headers: bearer(issued.access_token) })).status()).toBe(200);

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, issued.access_token, insecure));
    const revokedAt = Date.now();
    expect(await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, auth, issued.access_token, insecure))).toEqual({ active: false });
    // Under `npm start` on PostgreSQL, /oauth/* is answered by the Next process and /v1 by the
    // front process, whose token cache hears of the revocation by the database's notice (as
    // with every revocation made outside /v1): a moment later, not on the next line.
    await expect.poll(async () => (await request.get("/v1/modules", { headers: bearer(issued.access_token) })).status(), { timeout: 5000, intervals: [25, 50, 100] }).toBe(401);
    test.info().annotations.push({ type: "revocation reached /v1 after", description: `${Date.now() - revokedAt} ms` });
  });

  test("private_key_jwt: a jose key signs the assertion; the token reads modules", async ({ baseURL, project, request }) => {
    const { acmeKey } = clientsOf(project.tokensFile);
    const as = await discover(baseURL!);
    const key = (await importJWK(acmeKey.privateJwk, "ES256")) as CryptoKey;
    const auth = oauth.PrivateKeyJwt({ key, kid: acmeKey.privateJwk.kid });
    const issued = await grant(as, acmeKey.clientId, auth);
    expect(issued.scope).toBe("read");
    const modules = await request.get("/v1/modules", { headers: bearer(issued.access_token) });
    expect(modules.status()).toBe(200);
    // A second grant signs a fresh jti and succeeds; introspection authenticates the same way.
    const again = await grant(as, acmeKey.clientId, auth);
    expect(again.access_token).not.toBe(issued.access_token);
    const client = { client_id: acmeKey.clientId };
    expect(await oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, auth, again.access_token, insecure))).toMatchObject({ active: true });
  });

  test("npm run start:api alone answers discovery, grants, introspection and revocation as npm start does", async ({ baseURL, project, request }) => {
    test.skip(!project.apiURL, "no start:api instance in this project (it runs on PostgreSQL only)");
    const { acmeSecret, refusalTarget } = clientsOf(project.tokensFile);
    const viaApi = await discover(project.apiURL!);
    expect(viaApi.token_endpoint).toBe(`${new URL(project.apiURL!).origin}/oauth/token`);
    const auth = oauth.ClientSecretPost(acmeSecret.secret);
    const issued = await grant(viaApi, acmeSecret.clientId, auth);
    // Its token opens /v1 on npm start too: one database, one token.
    expect((await request.get(`${baseURL}/v1/modules`, { headers: bearer(issued.access_token) })).status()).toBe(200);
    const client = { client_id: acmeSecret.clientId };
    expect(await oauth.processIntrospectionResponse(viaApi, client, await oauth.introspectionRequest(viaApi, client, auth, issued.access_token, insecure))).toMatchObject({ active: true });
    await oauth.processRevocationResponse(await oauth.revocationRequest(viaApi, client, auth, issued.access_token, insecure));
    // Revoked by start:api, refused by npm start once the database's announcement reaches it: the
    // README's bound for another process is under 1 s (the cross-instance suite measures it).
    await expect.poll(async () => (await request.get(`${baseURL}/v1/modules`, { headers: bearer(issued.access_token) })).status(), { intervals: [20], timeout: 1_000 }).toBe(401);
    const wrong = { form: { grant_type: "client_credentials", client_id: refusalTarget.clientId, client_secret: "nope" } };
    const [apiAnswer, npmStartAnswer] = await Promise.all([request.post(`${project.apiURL}/oauth/token`, wrong), request.post(`${baseURL}/oauth/token`, wrong)]);
    const comparable = async (answer: typeof apiAnswer) => [answer.status(), answer.headers()["www-authenticate"], answer.headers()["cache-control"], answer.headers()["pragma"], await answer.json()];
    expect(await comparable(apiAnswer)).toEqual(await comparable(npmStartAnswer));
  });

  test("the TypeScript client's client-credentials mode obtains one token, reuses it, and renews it once revoked", async ({ baseURL, project, request }) => {
    const { acmeSecret, refusalTarget } = clientsOf(project.tokensFile);
    const tokenRequests: string[] = [];
    const bearers: string[] = [];
    const counting: typeof fetch = async (input, init) => {
      const outgoing = new Request(input, init);
      if (new URL(outgoing.url).pathname === "/oauth/token") tokenRequests.push(outgoing.headers.get("authorization") ?? "");
      else bearers.push(outgoing.headers.get("authorization") ?? "");
      return fetch(outgoing);
    };
    const client = createIntegrationsClient({ baseUrl: baseURL!, clientCredentials: { clientId: acmeSecret.clientId, clientSecret: acmeSecret.secret, scope: "read" }, fetch: counting });
    for (let call = 0; call < 3; call++) expect(unwrap(await client.GET("/v1/modules")).data.length).toBeGreaterThan(0);
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]).toMatch(/^Basic /);
    expect(new Set(bearers).size).toBe(1);

    const first = bearers[0]!.replace("Bearer ", "");
    const revoked = await request.post("/oauth/revoke", { form: { token: first, client_id: acmeSecret.clientId, client_secret: acmeSecret.secret } });
    expect(revoked.status()).toBe(200);
    // Once /v1 refuses the revoked token (at once, or a moment later on npm start with PostgreSQL),
    // the client fetches a new one by itself and the call still succeeds.
    await expect.poll(async () => {
      expect((await client.GET("/v1/modules")).response.status).toBe(200);
      return tokenRequests.length;
    }, { timeout: 5000, intervals: [25, 50, 100] }).toBe(2);
    expect(bearers.at(-1)).not.toBe(`Bearer ${first}`);

    const wrong = createIntegrationsClient({ baseUrl: baseURL!, clientCredentials: { clientId: refusalTarget.clientId, clientSecret: "mis_cs_wrong" } });
    // The client's own error class, so an integrator can tell a refused client from a refused call.
    const refusal = await wrong.GET("/v1/modules").then(() => null, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(OAuthTokenError);
    expect(refusal).toMatchObject({ status: 401, error: "invalid_client" });
  });

  test("RFC 6749 §5.2 errors: invalid_client with WWW-Authenticate, invalid_scope, unsupported_grant_type", async ({ request, project }) => {
    const { acmeSecret, globexSecret, refusalTarget } = clientsOf(project.tokensFile);
    const basic = (id: string, secret: string) => ({ Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}` });
    const wrong = await request.post("/oauth/token", { headers: basic(refusalTarget.clientId, `${refusalTarget.secret.slice(0, -2)}xx`), form: { grant_type: "client_credentials" } });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()["www-authenticate"]).toMatch(/^Basic realm="oauth"/);
    expect(wrong.headers()["cache-control"]).toBe("no-store");
    expect(await wrong.json()).toMatchObject({ error: "invalid_client" });

    const scope = await request.post("/oauth/token", { headers: basic(globexSecret.clientId, globexSecret.secret), form: { grant_type: "client_credentials", scope: "write" } });
    expect(scope.status()).toBe(400);
    expect(await scope.json()).toMatchObject({ error: "invalid_scope" });
    const grantType = await request.post("/oauth/token", { headers: basic(acmeSecret.clientId, acmeSecret.secret), form: { grant_type: "password", username: "a", password: "b" } });
    expect(await grantType.json()).toMatchObject({ error: "unsupported_grant_type" });
    const posted = await request.post("/oauth/token", { form: { grant_type: "client_credentials", client_id: globexSecret.clientId, client_secret: globexSecret.secret } });
    expect(posted.status()).toBe(200);
    expect(posted.headers()["x-request-id"]).toBeTruthy();
  });

  test("50 wrong secrets in a row are throttled: invalid_client with Retry-After, the right secret too from that address, not from another", async ({ request, project }) => {
    const { acmeSecret } = clientsOf(project.tokensFile);
    const basic = (secret: string) => ({ Authorization: `Basic ${Buffer.from(`${acmeSecret.clientId}:${secret}`).toString("base64")}` });
    // Addresses of this run alone (the servers trust X-Forwarded-For, as behind a proxy): the
    // block stays theirs, and a rerun within the window starts afresh.
    const address = () => `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const blocked = address();
    const tokenFrom = (from: string, secret: string) =>
      request.post("/oauth/token", { headers: { ...basic(secret), "X-Forwarded-For": from }, form: { grant_type: "client_credentials" } });
    const answers = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const response = await tokenFrom(blocked, `${acmeSecret.secret.slice(0, -2)}xx`);
      expect(response.status()).toBe(401);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
      answers.push(response.headers()["retry-after"]);
    }
    const firstThrottled = answers.findIndex((retryAfter) => retryAfter !== undefined);
    console.log(`client authentication throttle: failures checked before the block ${firstThrottled}, Retry-After then ${answers[firstThrottled]} s`);
    expect(firstThrottled).toBeGreaterThan(0);
    expect(answers.slice(firstThrottled).every((retryAfter) => Number(retryAfter) > 0)).toBe(true);
    const right = await tokenFrom(blocked, acmeSecret.secret);
    expect(right.status()).toBe(401);
    expect(Number(right.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await tokenFrom(address(), acmeSecret.secret)).status()).toBe(200);
  });

  test("three tokens of one client share one 600-request window, exactly", async ({ baseURL, project }) => {
    test.setTimeout(120_000);
    const { rateLimitShared } = clientsOf(project.tokensFile);
    const as = await discover(baseURL!);
    const auth = oauth.ClientSecretBasic(rateLimitShared.secret);
    const tokens = await Promise.all([0, 1, 2].map(() => grant(as, rateLimitShared.clientId, auth).then((issued) => issued.access_token)));
    expect(new Set(tokens).size).toBe(3);
    // 650 requests spread over the three tokens: one window of 600 between them, not 1 800.
    const responses = await Promise.all(Array.from({ length: 650 }, (_, index) => fetch(`${baseURL}/v1/modules`, { headers: bearer(tokens[index % 3]!) })));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const ok = responses.filter((response) => response.status === 200);
    expect(ok).toHaveLength(600);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(50);
    const remaining = ok.map((response) => Number(response.headers.get("x-ratelimit-remaining"))).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 600 }, (_, index) => index));
    for (const response of responses) expect(response.headers.get("x-ratelimit-limit")).toBe("600");
    // A fourth token minted now is inside the same spent window.
    const fourth = (await grant(as, rateLimitShared.clientId, auth)).access_token;
    const refused = await fetch(`${baseURL}/v1/modules`, { headers: bearer(fourth) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
  });
});
