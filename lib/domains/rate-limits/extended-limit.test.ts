import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { createAccount } from "../accounts/create-account";
import { systemActor, type Actor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { accessTokens, auditEntries, rateLimitGrants, type AccessToken, type Account } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import { grantExtendedLimit } from "./grant-extended-limit";
import { requestExtendedLimit } from "./request-extended-limit";
import { revokeExtendedLimit } from "./revoke-extended-limit";

const operator = systemActor();
const customer: Actor = { type: "system", id: null, display: "customer (test)" };
let account: Account;
let token: AccessToken;
let accountCount = 0;

beforeEach(async () => {
  account = await createAccount({ actor: operator, slug: `limits-${++accountCount}`, name: "Limits" });
  ({ record: token } = await createAccessToken({
    accountId: account.id,
    actor: operator,
    name: "load test",
    scopes: ["read"],
    expiresInSeconds: 86_400,
  }));
});

async function limitOf(tokenId: string): Promise<number> {
  const [row] = await getDb().select().from(accessTokens).where(eq(accessTokens.id, tokenId));
  return row!.rateLimitPerMinute;
}

async function countAudit(action: string): Promise<number> {
  const rows = await getDb()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, action)));
  return rows.length;
}

function grantsOf(tokenId: string) {
  return getDb().select().from(rateLimitGrants).where(eq(rateLimitGrants.accessTokenId, tokenId));
}

describe("grantExtendedLimit / revokeExtendedLimit", () => {
  it("raises the limit to 3000 and back to 600, each audited exactly once", async () => {
    expect(await limitOf(token.id)).toBe(600);
    const granted = await grantExtendedLimit({ tokenId: token.id, actor: operator });
    expect(granted.changed).toBe(true);
    expect(granted.grant).toMatchObject({ status: "granted", accountId: account.id });
    expect(granted.grant!.decidedAt).toBeInstanceOf(Date);
    expect(await limitOf(token.id)).toBe(3000);

    // A second grant changes nothing and writes nothing.
    expect((await grantExtendedLimit({ tokenId: token.id, actor: operator })).changed).toBe(false);
    expect(await countAudit("rate_limit.extended")).toBe(1);

    const revoked = await revokeExtendedLimit({ tokenId: token.id, actor: operator });
    expect(revoked.changed).toBe(true);
    expect(revoked.grant).toMatchObject({ status: "revoked" });
    expect(await limitOf(token.id)).toBe(600);
    expect((await revokeExtendedLimit({ tokenId: token.id, actor: operator })).changed).toBe(false);
    expect(await countAudit("rate_limit.extension_revoked")).toBe(1);

    const [entry] = await getDb()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.accountId, account.id), eq(auditEntries.action, "rate_limit.extended")));
    expect(entry).toMatchObject({ actorType: "system", resourceType: "access_token", resourceId: token.id });
    expect((await grantsOf(token.id)).map((row) => row.status).sort()).toEqual(["granted", "revoked"]);
  });

  it("answers an open customer request", async () => {
    const request = await requestExtendedLimit({
      accountId: account.id,
      tokenId: token.id,
      actor: customer,
      reason: "nightly import",
    });
    expect(request).toMatchObject({ status: "requested", decidedAt: null, reason: "nightly import" });
    expect(await countAudit("rate_limit.extension_requested")).toBe(1);
    await grantExtendedLimit({ tokenId: token.id, actor: operator });
    const rows = await grantsOf(token.id);
    expect(rows.find((row) => row.id === request.id)?.decidedAt).toBeInstanceOf(Date);
    expect(rows.filter((row) => row.decidedAt === null)).toHaveLength(0);
  });

  it("declines a pending request on revoke even when the limit is already the default", async () => {
    const request = await requestExtendedLimit({ accountId: account.id, tokenId: token.id, actor: customer });
    const declined = await revokeExtendedLimit({ tokenId: token.id, actor: operator });
    expect(declined.changed).toBe(true);
    const rows = await grantsOf(token.id);
    expect(rows.find((row) => row.id === request.id)?.decidedAt).toBeInstanceOf(Date);
    expect(await limitOf(token.id)).toBe(600);
  });

  it("refuses unknown, malformed and revoked tokens", async () => {
    for (const tokenId of [newId("tok"), "tok_nonsense", "x"]) {
      await expect(grantExtendedLimit({ tokenId, actor: operator })).rejects.toSatisfy((e) =>
        isAppError(e, "not_found"),
      );
    }
    await getDb().update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, token.id));
    await expect(grantExtendedLimit({ tokenId: token.id, actor: operator })).rejects.toSatisfy((e) =>
      isAppError(e, "conflict"),
    );
    expect(await countAudit("rate_limit.extended")).toBe(0);
  });

  it("keeps tenancy when an account is given", async () => {
    const other = await createAccount({ actor: operator, slug: `other-${accountCount}`, name: "Other" });
    await expect(grantExtendedLimit({ tokenId: token.id, accountId: other.id, actor: operator })).rejects.toSatisfy(
      (e) => isAppError(e, "not_found"),
    );
    await expect(requestExtendedLimit({ tokenId: token.id, accountId: other.id, actor: customer })).rejects.toSatisfy(
      (e) => isAppError(e, "not_found"),
    );
  });
});

describe("requestExtendedLimit", () => {
  it("refuses a second pending request and a request for a token that already has the limit", async () => {
    await requestExtendedLimit({ accountId: account.id, tokenId: token.id, actor: customer });
    await expect(requestExtendedLimit({ accountId: account.id, tokenId: token.id, actor: customer })).rejects.toSatisfy(
      (e) => isAppError(e, "conflict"),
    );
    await grantExtendedLimit({ tokenId: token.id, actor: operator });
    await expect(requestExtendedLimit({ accountId: account.id, tokenId: token.id, actor: customer })).rejects.toSatisfy(
      (e) => isAppError(e, "conflict"),
    );
    expect(await countAudit("rate_limit.extension_requested")).toBe(1);
  });

  it("lets two concurrent requests produce one request", async () => {
    const attempts = await Promise.allSettled(
      [1, 2].map(() => requestExtendedLimit({ accountId: account.id, tokenId: token.id, actor: customer })),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(await grantsOf(token.id)).toHaveLength(1);
  });
});
