import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { v1App } from "../../adapters/api/v1-app";
import { createAccount } from "../accounts/create-account";
import { systemActor, type Actor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, notifications, oauthClients, rateLimitGrants } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { oauthApp } from "../../adapters/api/oauth-app";
import { basicAuthorization, formRequest } from "../oauth/testing/oauth-requests";
import { createOAuthClient } from "../oauth-clients/create-oauth-client";
import { listOAuthClients } from "../oauth-clients/list-oauth-clients";
import { setOAuthClientEnabled } from "../oauth-clients/set-oauth-client-enabled";
import { createUser } from "../users/create-user";
import { grantExtendedLimit } from "./grant-extended-limit";
import { requestExtendedLimit } from "./request-extended-limit";
import { revokeExtendedLimit } from "./revoke-extended-limit";

// An OAuth client's extended limit goes through the same request → grant flow as a token's:
// the customer asks, the operator decides, the journal and the admins hear of it, and every
// token the client mints (those already live, and those to come) gets the limit in /v1.

const operator = systemActor();
let n = 0;

async function fixture() {
  n += 1;
  const account = await createAccount({ actor: operator, slug: `client-limit-${n}`, name: `Client limit ${n}` });
  const { user } = await createUser({ accountId: account.id, actor: operator, email: `admin-${n}@client-limit.test`, password: "a long enough password" });
  const customer: Actor = { type: "user", id: user.id, display: user.email };
  const { client, secret } = await createOAuthClient({ accountId: account.id, actor: customer, name: "Nightly ERP", scopes: ["read"], authentication: { method: "client_secret" } });
  return { accountId: account.id, customer, clientId: client.id, secret: secret! };
}

/** A token minted by the client at /oauth/token, as its machine would get one. */
async function mint(clientId: string, secret: string): Promise<string> {
  const response = await oauthApp.fetch(formRequest("/oauth/token", { grant_type: "client_credentials" }, basicAuthorization(clientId, secret)));
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The per-minute limit /v1 applies to a call with this token. */
async function v1LimitOf(token: string): Promise<number> {
  const response = await v1App.fetch(new Request("http://localhost/v1/modules", { headers: { Authorization: `Bearer ${token}` } }));
  expect(response.status).toBe(200);
  return Number(response.headers.get("x-ratelimit-limit"));
}

const journal = (accountId: string, action: string) =>
  getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, action)));

describe("the extended limit of an OAuth client", () => {
  it("is requested by the customer, granted by the operator, and carried by every token the client mints", async () => {
    const { accountId, customer, clientId, secret } = await fixture();
    const before = await mint(clientId, secret);
    expect(await v1LimitOf(before)).toBe(600);

    const request = await requestExtendedLimit({ accountId, clientId, actor: customer, reason: "nightly ERP import" });
    expect(request).toMatchObject({ oauthClientId: clientId, accessTokenId: null, status: "requested", requestedByUserId: customer.id });
    expect((await listOAuthClients({ accountId }))[0]!.extendedLimit).toBe("requested");
    const [asked] = await journal(accountId, "rate_limit.extension_requested");
    expect(asked).toMatchObject({ resourceType: "oauth_client", resourceId: clientId, metadata: { client_name: "Nightly ERP", request_id: request.id, reason: "nightly ERP import" } });
    await expect(requestExtendedLimit({ accountId, clientId, actor: customer })).rejects.toSatisfy((error) => isAppError(error, "conflict"));

    const granted = await grantExtendedLimit({ clientId, actor: operator });
    expect(granted).toMatchObject({ changed: true, holder: { type: "oauth_client", id: clientId, rateLimitPerMinute: 3000 } });
    expect((await grantExtendedLimit({ clientId, actor: operator })).changed).toBe(false);
    // The token minted before the grant has it at once (its cached record forgotten), and so has a new one.
    expect(await v1LimitOf(before)).toBe(3000);
    expect(await v1LimitOf(await mint(clientId, secret))).toBe(3000);
    expect((await listOAuthClients({ accountId }))[0]!.extendedLimit).toBe("granted");

    const [extended] = await journal(accountId, "rate_limit.extended");
    expect(extended).toMatchObject({
      resourceType: "oauth_client",
      resourceId: clientId,
      metadata: { client_name: "Nightly ERP", rate_limit_per_minute: 3000, previous_rate_limit_per_minute: 600, answered_request_id: request.id },
    });
    const [mail] = await getDb().select().from(notifications).where(and(eq(notifications.accountId, accountId), eq(notifications.kind, "rate_limit.extended")));
    expect(mail).toMatchObject({ subject: 'Extended limit granted for "Nightly ERP"' });
    expect(mail!.body).toContain("3000 requests per minute");
    const rows = await getDb().select().from(rateLimitGrants).where(eq(rateLimitGrants.oauthClientId, clientId));
    expect(rows.map((row) => [row.status, row.decidedAt !== null]).sort()).toEqual([["granted", true], ["requested", true]]);

    // Taken back: the client and its live tokens are at 600 again.
    expect((await revokeExtendedLimit({ clientId, actor: operator })).changed).toBe(true);
    expect(await v1LimitOf(before)).toBe(600);
    const [row] = await getDb().select().from(oauthClients).where(eq(oauthClients.id, clientId));
    expect(row!.rateLimitPerMinute).toBe(600);
    expect((await listOAuthClients({ accountId }))[0]!.extendedLimit).toBe("declined");
  });

  it("refuses a disabled client, another account's client and a malformed id", async () => {
    const { accountId, customer, clientId } = await fixture();
    const other = await fixture();
    await expect(requestExtendedLimit({ accountId: other.accountId, clientId, actor: other.customer })).rejects.toSatisfy((error) => isAppError(error, "not_found"));
    await expect(grantExtendedLimit({ clientId, accountId: other.accountId, actor: operator })).rejects.toSatisfy((error) => isAppError(error, "not_found"));
    await expect(grantExtendedLimit({ clientId: "oac_nonsense", actor: operator })).rejects.toSatisfy((error) => isAppError(error, "not_found"));
    await setOAuthClientEnabled({ accountId, actor: customer, clientId, enabled: false });
    await expect(requestExtendedLimit({ accountId, clientId, actor: customer })).rejects.toSatisfy((error) => isAppError(error, "conflict"));
    await expect(grantExtendedLimit({ clientId, actor: operator })).rejects.toSatisfy((error) => isAppError(error, "conflict"));
    expect(await journal(accountId, "rate_limit.extended")).toHaveLength(0);
  });
});
