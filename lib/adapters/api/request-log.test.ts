import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { systemActor } from "../../domains/audit/actor";
import { createOAuthClient } from "../../domains/oauth-clients/create-oauth-client";
import { basicAuthorization, formRequest } from "../../domains/oauth/testing/oauth-requests";
import { postgresRequestLogWriter } from "../../domains/request-log/postgres-request-log-writer";
import { writeRecords } from "../../domains/request-log/request-log-writer";
import { flushRequestLog } from "../../domains/request-log/request-log";
import { createUser } from "../../domains/users/create-user";
import { getDb } from "../../platform/db/client";
import { customerAreaTransport } from "./customer-area-transport";
import { edgeApp } from "./edge-app";

// The request log end to end, in-process through the edge app: a call is recorded once, read
// back by GET /v1/requests/{id} and the list, linked from its problem, its secrets redacted in
// the stored row and every answer, and another account's request id is a 404.

const actor = systemActor();
const BASE = "http://localhost";

async function accountWithToken(slug: string) {
  const account = await createAccount({ actor, slug, name: slug });
  const { token, record } = await createAccessToken({ accountId: account.id, actor, name: `${slug} sync`, scopes: ["read", "write"], expiresInSeconds: 3600 });
  return { account, token, tokenId: record.id };
}

const call = (token: string, path: string, init: RequestInit = {}) =>
  edgeApp.fetch(new Request(`${BASE}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } }));

async function storedRows(requestId: string): Promise<Record<string, unknown>[]> {
  const result = (await getDb().execute(sql`select * from request_log where request_id = ${requestId}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

describe("the request log", () => {
  it("records a failing write once, with the token's name, the problem code and the body without its secrets", async () => {
    const { token, tokenId } = await accountWithToken("reqlog-a");
    const webhookSecret = "whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==";
    const clientSecret = "mis_cs_ThisIsAClientSecretValue0123456789";
    const body = { url: "https://example.com/hook", events: ["invoice.created"], description: `signed with ${webhookSecret}`, secret: webhookSecret, token, client_secret: clientSecret };
    const answer = await call(token, "/v1/webhooks", { method: "POST", body: JSON.stringify(body) });
    expect(answer.status).toBe(422);
    const problem = await answer.json();
    const requestId = answer.headers.get("x-request-id")!;
    expect(problem.request_id).toBe(requestId);
    expect(problem.request_url).toMatch(new RegExp(`/requests\\?request_id=${requestId}$`));

    await flushRequestLog();
    const rows = await storedRows(requestId);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    for (const secret of [webhookSecret, token, clientSecret]) expect(stored).not.toContain(secret);
    expect(rows[0]).toMatchObject({ status: 422, problem_code: "validation_failed", token_id: tokenId, credential_name: "reqlog-a sync", operation_id: "createWebhook", path_template: "/v1/webhooks" });
    expect(rows[0]!.request_body).toContain("https://example.com/hook");
    // The answer's problem stays readable: its `code` is no secret.
    expect(rows[0]!.response_body).toContain('"code":"validation_failed"');

    const read = await call(token, `/v1/requests/${requestId}`);
    expect(read.status).toBe(200);
    const text = await read.text();
    for (const secret of [webhookSecret, token, clientSecret]) expect(text).not.toContain(secret);
    const record = JSON.parse(text);
    expect(record).toMatchObject({ id: requestId, status: 422, code: "validation_failed", method: "POST", credential: { type: "access_token", id: tokenId, name: "reqlog-a sync" } });
    expect(record.request_headers.authorization).toBe("Bearer $TOKEN");
    expect(JSON.parse(record.request_body)).toMatchObject({ secret: "[redacted]", token: "[redacted]", client_secret: "[redacted]", description: "signed with [redacted]" });

    const list = await call(token, "/v1/requests?status_class=4xx&operation=createWebhook");
    const page = await list.json();
    expect(page.data.map((item: { id: string }) => item.id)).toContain(requestId);
    for (const secret of [webhookSecret, token, clientSecret]) expect(JSON.stringify(page)).not.toContain(secret);
  });

  it("masks a token or secret pasted into the path, in the path and in an unmatched path's template", async () => {
    const { token } = await accountWithToken("reqlog-path");
    const webhookSecret = "whsec_UEFUSGMyVmpjbVYwYzJWamNtVjBjMlZq";
    const unmatched = await call(token, `/v1/nope/${token}/admin@example.test`);
    const wrongId = await call(token, `/v1/webhooks/${webhookSecret}`);
    expect([unmatched.status, wrongId.status]).toEqual([404, 404]);
    await flushRequestLog();
    const [unmatchedRow] = await storedRows(unmatched.headers.get("x-request-id")!);
    const [wrongIdRow] = await storedRows(wrongId.headers.get("x-request-id")!);
    expect(unmatchedRow).toMatchObject({ path: "/v1/nope/[redacted]/admin@example.test", path_template: "/v1/nope/[redacted]/admin@example.test" });
    expect(wrongIdRow).toMatchObject({ path: "/v1/webhooks/[redacted]", path_template: "/v1/webhooks/{id}" });
    const listed = await (await call(token, "/v1/requests")).text();
    for (const secret of [token, webhookSecret]) expect(listed).not.toContain(secret);
  });

  it("masks a record written before the rule existed on the way out", async () => {
    const { account, token } = await accountWithToken("reqlog-old");
    const requestId = "req_OldRecordWithTokenInPath1";
    await writeRecords(postgresRequestLogWriter(), [
      { requestId, occurredAt: new Date(), accountId: account.id, method: "GET", pathTemplate: `/v1/nope/${token}`, path: `/v1/nope/${token}`, query: `q=${token}`, status: 404, durationUs: 10 },
    ]);
    const record = await (await call(token, `/v1/requests/${requestId}`)).json();
    expect(record).toMatchObject({ path: "/v1/nope/[redacted]", path_template: "/v1/nope/[redacted]", query: "q=[redacted]" });
  });

  it("shows another account's request id to no one: a 404 on the API", async () => {
    const owner = await accountWithToken("reqlog-b");
    const other = await accountWithToken("reqlog-c");
    const answer = await call(owner.token, "/v1/modules/mod_00000000000000000000000000");
    const requestId = answer.headers.get("x-request-id")!;
    await flushRequestLog();
    expect((await call(owner.token, `/v1/requests/${requestId}`)).status).toBe(200);
    const foreign = await call(other.token, `/v1/requests/${requestId}`);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).code).toBe("not_found");
    const list = await (await call(other.token, "/v1/requests")).json();
    expect(list.data.map((item: { id: string }) => item.id)).not.toContain(requestId);
  });

  it("records /oauth/token under the client's account and name, never its secret", async () => {
    const { account, token } = await accountWithToken("reqlog-d");
    const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name: "ERP job", scopes: ["read"], authentication: { method: "client_secret" } });
    const answer = await edgeApp.fetch(formRequest("/oauth/token", { grant_type: "client_credentials", scope: "write" }, basicAuthorization(client.id, secret!)));
    expect(answer.status).toBe(400);
    const requestId = answer.headers.get("x-request-id")!;
    await flushRequestLog();
    const [row] = await storedRows(requestId);
    expect(row).toMatchObject({ account_id: account.id, client_id: client.id, credential_name: "ERP job", problem_code: "invalid_scope", operation_id: "oauthToken" });
    expect(JSON.stringify(row)).not.toContain(secret!);
    const record = await (await call(token, `/v1/requests/${requestId}`)).json();
    expect(record.credential).toMatchObject({ type: "oauth_client", id: client.id, name: "ERP job" });
  });

  it("credits a refusal after the client proved itself to that client, whatever the refusal", async () => {
    const { account } = await accountWithToken("reqlog-g");
    const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name: "Introspector", scopes: ["read"], authentication: { method: "client_secret" } });
    // Authenticated, then refused for the missing token: the OAuth app knows who asked.
    const answer = await edgeApp.fetch(formRequest("/oauth/introspect", {}, basicAuthorization(client.id, secret!)));
    expect(answer.status).toBe(400);
    await flushRequestLog();
    const [row] = await storedRows(answer.headers.get("x-request-id")!);
    expect(row).toMatchObject({ account_id: account.id, client_id: client.id, credential_name: "Introspector", problem_code: "invalid_request", operation_id: "oauthIntrospect" });
  });

  it("credits a failed client authentication at /oauth/token to no account: naming a client id is not being it", async () => {
    const { account, token } = await accountWithToken("reqlog-f");
    const { client } = await createOAuthClient({ accountId: account.id, actor, name: "Named only", scopes: ["read"], authentication: { method: "client_secret" } });
    const wrongSecret = await edgeApp.fetch(formRequest("/oauth/token", { grant_type: "client_credentials" }, basicAuthorization(client.id, "mis_cs_NotTheSecretAtAll0123456789abcdef")));
    const noSecret = await edgeApp.fetch(formRequest("/oauth/token", { grant_type: "client_credentials", client_id: client.id }));
    expect([wrongSecret.status, noSecret.status]).toEqual([401, 401]);
    await flushRequestLog();
    for (const answer of [wrongSecret, noSecret]) {
      const [row] = await storedRows(answer.headers.get("x-request-id")!);
      expect(row).toMatchObject({ account_id: null, client_id: null, problem_code: "invalid_client" });
    }
    const listed = await (await call(token, "/v1/requests?operation=oauthToken")).json();
    expect(listed.data).toEqual([]);
  });

  it("tells the customer area's own calls from the integrations' by credential_type", async () => {
    const { account, token } = await accountWithToken("reqlog-h");
    const { user } = await createUser({ accountId: account.id, actor, email: "reqlog-h@example.test", password: "a long enough password" });
    const member = await customerAreaTransport({ userId: user.id, userEmail: user.email, accountId: account.id, role: "admin", scopes: ["read"], ip: null, userAgent: null }, undefined);
    const memberCall = await member.fetch(new Request(`${member.baseUrl}/v1/modules`));
    const tokenCall = await call(token, "/v1/modules");
    await flushRequestLog();
    const idsOf = async (query: string) => (await (await call(token, `/v1/requests?operation=listModules${query}`)).json()).data.map((record: { id: string }) => record.id);
    const [memberId, tokenCallId] = [memberCall.headers.get("x-request-id"), tokenCall.headers.get("x-request-id")];
    expect(await idsOf("")).toEqual(expect.arrayContaining([memberId, tokenCallId]));
    expect(await idsOf("&credential_type=user")).toEqual([memberId]);
    expect(await idsOf("&credential_type=access_token")).toEqual([tokenCallId]);
    expect(await idsOf("&credential_type=oauth_client")).toEqual([]);
    const [record] = (await (await call(token, "/v1/requests?credential_type=user")).json()).data;
    expect(record.credential).toMatchObject({ type: "user", name: "reqlog-h@example.test" });
    expect((await call(token, "/v1/requests?credential_type=robot")).status).toBe(422);
  });

  it("pages by a cursor bound to the filters", async () => {
    const { token } = await accountWithToken("reqlog-e");
    for (let index = 0; index < 3; index++) await call(token, "/v1/modules");
    await flushRequestLog();
    const first = await (await call(token, "/v1/requests?limit=2&operation=listModules")).json();
    expect(first.data).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = await (await call(token, `/v1/requests?limit=2&operation=listModules&cursor=${first.next_cursor}`)).json();
    expect(second.data).toHaveLength(1);
    const ids = [...first.data, ...second.data].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(3);
    const otherFilters = await call(token, `/v1/requests?limit=2&status_class=2xx&cursor=${first.next_cursor}`);
    expect(otherFilters.status).toBe(400);
  });
});
