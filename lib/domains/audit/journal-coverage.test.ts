import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { revokeAccessToken } from "../access-tokens/revoke-access-token";
import { createAccount } from "../accounts/create-account";
import { authenticateRequest } from "../../adapters/api/authenticate-request";
import { signInWithPassword } from "../auth/sign-in-with-password";
import { getDb } from "../../platform/db/client";
import { auditEntries, type AuditEntry } from "../../platform/db/schema";
import { LocalSimulatorCloudPlatform } from "../modules/cloud-platform/local-simulator";
import { rotateModuleToken } from "../modules/rotate-module-token";
import { createModuleFixture, createModuleTokenFixture } from "../modules/testing/create-module-fixture";
import { grantExtendedLimit } from "../rate-limits/grant-extended-limit";
import { requestExtendedLimit } from "../rate-limits/request-extended-limit";
import { revokeExtendedLimit } from "../rate-limits/revoke-extended-limit";
import { createUser } from "../users/create-user";
import { createWebhook } from "../webhooks/create-webhook";
import { deleteWebhook } from "../webhooks/delete-webhook";
import { systemActor, type Actor } from "./actor";

// Every action the contract lists leaves exactly one journal entry: each step below calls the
// real service and checks that the account's journal grew by one entry with that action, the
// right kind of actor and resource, and the request's origin.

const origin = { ip: "203.0.113.7", userAgent: "journal-coverage-test" };
const password = "correct horse battery staple";

let accountId: string;
let user: Actor;

/** The entries `change` added to the account's journal. */
async function entriesAddedBy(change: () => Promise<unknown>): Promise<AuditEntry[]> {
  const before = new Set((await journal()).map((entry) => entry.id));
  await change().catch(() => undefined);
  return (await journal()).filter((entry) => !before.has(entry.id));
}

const journal = () => getDb().select().from(auditEntries).where(eq(auditEntries.accountId, accountId));

async function expectOneEntry(change: () => Promise<unknown>, expected: { action: string; actorType: string; resourceType?: string | null }) {
  const added = await entriesAddedBy(change);
  expect(added.map((entry) => entry.action)).toEqual([expected.action]);
  const [entry] = added;
  expect(entry!.actorType).toBe(expected.actorType);
  if (expected.resourceType !== undefined) expect(entry!.resourceType).toBe(expected.resourceType);
  return entry!;
}

beforeAll(async () => {
  accountId = (await createAccount({ actor: systemActor(), slug: "journal-coverage", name: "Journal coverage" })).id;
  const { user: created } = await createUser({ accountId, actor: systemActor(), email: "coverage@example.test", password });
  user = { type: "user", id: created.id, display: created.email };
});

describe("the audit journal records one entry per action", () => {
  it("sign-in, good and bad", async () => {
    const good = await expectOneEntry(() => signInWithPassword({ email: "coverage@example.test", password, origin }), {
      action: "user.signed_in",
      actorType: "user",
      resourceType: "user",
    });
    expect(good.ip).toBe(origin.ip);
    expect(good.userAgent).toBe(origin.userAgent);
    const bad = await expectOneEntry(() => signInWithPassword({ email: "coverage@example.test", password: "wrong password!", origin }), {
      action: "user.sign_in_failed",
      actorType: "user",
    });
    expect(bad.metadata).toMatchObject({ reason: "wrong_password" });
    expect(JSON.stringify(bad.metadata)).not.toContain("wrong password!");
  });

  it("access token created and revoked, and a refused authentication with the revoked token", async () => {
    let token = "";
    let tokenId = "";
    await expectOneEntry(
      async () => {
        const created = await createAccessToken({ accountId, actor: user, origin, name: "coverage", scopes: ["read"], expiresInSeconds: 3600 });
        ({ token } = created);
        tokenId = created.record.id;
      },
      { action: "token.created", actorType: "user", resourceType: "access_token" },
    );
    await expectOneEntry(() => revokeAccessToken({ accountId, actor: user, origin, tokenId }), { action: "token.revoked", actorType: "user" });
    const refused = await expectOneEntry(
      () => authenticateRequest(new Request("http://localhost/v1/modules", { headers: { Authorization: `Bearer ${token}` } }), origin),
      { action: "token.authentication_refused", actorType: "token", resourceType: "access_token" },
    );
    expect(refused.metadata).toMatchObject({ reason: "revoked" });
    const journalText = JSON.stringify(await journal());
    expect(journalText).not.toContain(token);
  });

  it("module token rotated", async () => {
    const module = await createModuleFixture({ accountId });
    await createModuleTokenFixture(module);
    const adapter = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0 });
    let secret = "";
    const entry = await expectOneEntry(
      async () => {
        ({ token: secret } = await rotateModuleToken({ accountId, actor: user, origin, moduleId: module.id, gracePeriodSeconds: 3600, adapter }));
      },
      { action: "module.token.rotated", actorType: "user", resourceType: "module" },
    );
    expect(entry.resourceId).toBe(module.id);
    expect(JSON.stringify(entry)).not.toContain(secret);
  });

  it("webhook created and deleted", async () => {
    let webhookId = "";
    await expectOneEntry(
      async () => {
        ({ webhook: { id: webhookId } } = await createWebhook({ accountId, actor: user, origin, url: "https://hooks.example.com/in", events: ["*"] }));
      },
      { action: "webhook.created", actorType: "user", resourceType: "webhook" },
    );
    await expectOneEntry(() => deleteWebhook({ accountId, actor: user, origin, webhookId }), { action: "webhook.deleted", actorType: "user" });
  });

  it("extended limit requested by the customer, granted and revoked by the operator (actor system)", async () => {
    const { record } = await createAccessToken({ accountId, actor: user, name: "busy", scopes: ["read"], expiresInSeconds: 3600 });
    await expectOneEntry(() => requestExtendedLimit({ accountId, actor: user, origin, tokenId: record.id }), {
      action: "rate_limit.extension_requested",
      actorType: "user",
    });
    await expectOneEntry(() => grantExtendedLimit({ actor: systemActor(), tokenId: record.id }), { action: "rate_limit.extended", actorType: "system" });
    await expectOneEntry(() => revokeExtendedLimit({ actor: systemActor(), tokenId: record.id }), {
      action: "rate_limit.extension_revoked",
      actorType: "system",
    });
    // Repeating a decision that changes nothing writes nothing.
    expect(await entriesAddedBy(() => revokeExtendedLimit({ actor: systemActor(), tokenId: record.id }))).toEqual([]);
  });

  it("the operator command line's changes, as actor system", async () => {
    let tokenId = "";
    await expectOneEntry(
      async () => {
        ({ record: { id: tokenId } } = await createAccessToken({ accountId, actor: systemActor(), name: "cli", scopes: ["read"], expiresInSeconds: 3600 }));
      },
      { action: "token.created", actorType: "system" },
    );
    await expectOneEntry(() => revokeAccessToken({ actor: systemActor(), tokenId }), { action: "token.revoked", actorType: "system" });
    const added = await entriesAddedBy(() => createUser({ accountId, actor: systemActor(), email: "second@example.test", password }));
    expect(added.map((entry) => [entry.action, entry.actorType]).sort()).toEqual([
      ["membership.created", "system"],
      ["user.created", "system"],
    ]);
  });
});
