import { and, eq } from "drizzle-orm";
import { exportJWK, generateKeyPair } from "jose";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { listAccessTokens } from "../access-tokens/list-access-tokens";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { accessTokens, auditEntries, oauthClients, oauthClientSecrets } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { issueClientToken } from "../oauth/issue-client-token";
import { createOAuthClient } from "./create-oauth-client";
import { deleteOAuthClient } from "./delete-oauth-client";
import { listOAuthClients } from "./list-oauth-clients";
import { rotateOAuthClientSecret } from "./rotate-oauth-client-secret";
import { setOAuthClientEnabled } from "./set-oauth-client-enabled";

// Managing OAuth clients: validation, secrets stored hashed, public keys only, tenancy, and
// what disabling and deleting do to the client's tokens.

const actor = systemActor();
const fieldOf = (pointer: string) => (error: unknown) => isAppError(error, "validation_failed") && error.fieldErrors.some((field) => field.pointer === pointer);

describe("OAuth clients", () => {
  it("validates the name, the scope ceiling, the token lifetime and the keys", async () => {
    const account = await createAccount({ actor, slug: "oauth-validate", name: "Validate" });
    const base = { accountId: account.id, actor, name: "job", scopes: ["read" as const], authentication: { method: "client_secret" as const } };
    await expect(createOAuthClient({ ...base, name: " " })).rejects.toSatisfy(fieldOf("#/name"));
    await expect(createOAuthClient({ ...base, scopes: ["write"] })).rejects.toSatisfy(fieldOf("#/scopes"));
    await expect(createOAuthClient({ ...base, tokenLifetimeSeconds: 3599 })).rejects.toSatisfy(fieldOf("#/token_lifetime"));
    await expect(createOAuthClient({ ...base, tokenLifetimeSeconds: 86_401 })).rejects.toSatisfy(fieldOf("#/token_lifetime"));
    await expect(createOAuthClient({ ...base, authentication: { method: "private_key_jwt", jwks: "not json" } })).rejects.toSatisfy(fieldOf("#/jwks"));
    await expect(createOAuthClient({ ...base, authentication: { method: "private_key_jwt", jwksUri: "https://169.254.169.254/keys" } })).rejects.toSatisfy(fieldOf("#/jwks_uri"));
    await expect(createOAuthClient({ ...base, authentication: { method: "private_key_jwt", jwksUri: "http://example.com/keys" } })).rejects.toSatisfy(fieldOf("#/jwks_uri"));
    const { client } = await createOAuthClient({ ...base, tokenLifetimeSeconds: 86_400 });
    expect(client.tokenLifetimeSeconds).toBe(86_400);
  });

  it("stores the secret as its hash only, and keeps only the public members of a pasted private key", async () => {
    const account = await createAccount({ actor, slug: "oauth-store", name: "Store" });
    const { client, secret } = await createOAuthClient({ accountId: account.id, actor, name: "job", scopes: ["read"], authentication: { method: "client_secret" } });
    const [stored] = await getDb().select().from(oauthClientSecrets).where(eq(oauthClientSecrets.clientId, client.id));
    expect(secret).toMatch(/^mis_cs_[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(secret!.slice(7));
    expect(stored!.secretHint).toBe(`mis_cs_…${secret!.slice(-4)}`);

    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const privateJwk = await exportJWK(privateKey);
    expect(privateJwk.d).toBeTruthy();
    const keyed = await createOAuthClient({ accountId: account.id, actor, name: "siem", scopes: ["read"], authentication: { method: "private_key_jwt", jwks: JSON.stringify(privateJwk) } });
    expect(keyed.secret).toBe(null);
    const [row] = await getDb().select().from(oauthClients).where(eq(oauthClients.id, keyed.client.id));
    expect((row!.jwks as { keys: Record<string, unknown>[] }).keys[0]).toEqual({ kty: "EC", crv: "P-256", x: privateJwk.x, y: privateJwk.y });
    await expect(rotateOAuthClientSecret({ accountId: account.id, actor, clientId: keyed.client.id })).rejects.toSatisfy((error) => isAppError(error, "conflict"));
  });

  it("keeps tenancy: another account's client is not found", async () => {
    const account = await createAccount({ actor, slug: "oauth-tenant", name: "Tenant" });
    const other = await createAccount({ actor, slug: "oauth-tenant-other", name: "Other" });
    const { client } = await createOAuthClient({ accountId: account.id, actor, name: "job", scopes: ["read"], authentication: { method: "client_secret" } });
    const notFound = (error: unknown) => isAppError(error, "not_found");
    await expect(rotateOAuthClientSecret({ accountId: other.id, actor, clientId: client.id })).rejects.toSatisfy(notFound);
    await expect(setOAuthClientEnabled({ accountId: other.id, actor, clientId: client.id, enabled: false })).rejects.toSatisfy(notFound);
    await expect(deleteOAuthClient({ accountId: other.id, actor, clientId: client.id })).rejects.toSatisfy(notFound);
    await expect(deleteOAuthClient({ accountId: other.id, actor, clientId: "oac_not-an-id" })).rejects.toSatisfy(notFound);
    expect(await listOAuthClients({ accountId: other.id })).toEqual([]);
  });

  it("rotation keeps two working secrets; deleting revokes the live tokens and keeps their rows; client tokens stay off the Access tokens list", async () => {
    const account = await createAccount({ actor, slug: "oauth-delete", name: "Delete" });
    const { client } = await createOAuthClient({ accountId: account.id, actor, name: "job", scopes: ["read", "write"], authentication: { method: "client_secret" } });
    await rotateOAuthClientSecret({ accountId: account.id, actor, clientId: client.id });
    await rotateOAuthClientSecret({ accountId: account.id, actor, clientId: client.id });
    const [listed] = await listOAuthClients({ accountId: account.id });
    expect(listed!.secrets).toHaveLength(2);
    expect(listed!.secrets[0]!.expiresAt).toBe(null);

    const issued = await issueClientToken({ client, scopes: ["read"] });
    await createAccessToken({ accountId: account.id, actor, name: "person's", scopes: ["read"], expiresInSeconds: 3600 });
    expect((await listAccessTokens({ accountId: account.id })).map((row) => row.name)).toEqual(["person's"]);
    expect((await listOAuthClients({ accountId: account.id }))[0]!.liveTokens).toBe(1);

    await deleteOAuthClient({ accountId: account.id, actor, clientId: client.id });
    const [row] = await getDb().select().from(accessTokens).where(eq(accessTokens.id, issued.tokenId));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    expect(row!.oauthClientId).toBe(null);
    expect(await listOAuthClients({ accountId: account.id })).toEqual([]);
  });

  it("journals each change once, as the acting person, and never the secret", async () => {
    const account = await createAccount({ actor, slug: "oauth-journal-changes", name: "Journal" });
    const person = { type: "user" as const, id: null, display: "dev@example.test" };
    const origin = { ip: "203.0.113.8", userAgent: "oauth-clients-test" };
    const context = { accountId: account.id, actor: person, origin };
    const { client, secret } = await createOAuthClient({ ...context, name: "job", scopes: ["read"], authentication: { method: "client_secret" } });
    const rotated = await rotateOAuthClientSecret({ ...context, clientId: client.id, gracePeriodSeconds: 0 });
    await setOAuthClientEnabled({ ...context, clientId: client.id, enabled: false });
    await setOAuthClientEnabled({ ...context, clientId: client.id, enabled: false });
    await setOAuthClientEnabled({ ...context, clientId: client.id, enabled: true });
    await deleteOAuthClient({ ...context, clientId: client.id });
    const entries = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.resourceId, client.id)))
      .orderBy(auditEntries.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "oauth_client.created",
      "oauth_client.secret_rotated",
      "oauth_client.disabled",
      "oauth_client.enabled",
      "oauth_client.deleted",
    ]);
    expect(entries.every((entry) => entry.actorDisplay === "dev@example.test" && entry.ip === "203.0.113.8")).toBe(true);
    const journal = JSON.stringify(entries);
    expect(journal).not.toContain(secret!.slice(7));
    expect(journal).not.toContain(rotated.secret.slice(7));
  });
});
