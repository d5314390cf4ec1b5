import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { createAccount } from "../accounts/create-account";
import { NEWEST_API_VERSION, OLDEST_API_VERSION } from "../api-versions";
import { systemActor } from "../audit/actor";
import { noteApiVersionUsage, writeApiVersionUsage } from "../usage/note-api-version-usage";
import { getDb } from "../../platform/db/client";
import { accounts, apiVersionUsage, auditEntries, webhooks } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { getApiVersionOverview } from "./get-api-version-overview";
import { recordApiVersionPreview, rollBackApiVersion, upgradeApiVersion } from "./change-api-version";

// The API version page's service: what an upgrade changes and for whom (usage by version, webhook
// endpoints by theirs), the upgrade, its 72-hour rollback, and their journal entries.

const actor = { type: "user" as const, id: null, display: "owner@acme.test" };
const hours = (n: number) => n * 3_600_000;
let n = 0;

async function oldAccount() {
  n += 1;
  return createAccount({ actor: systemActor(), slug: `api-version-${n}-${Date.now()}`, name: `API version ${n}`, apiVersion: OLDEST_API_VERSION });
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

const journal = (accountId: string) =>
  getDb().select({ action: auditEntries.action, metadata: auditEntries.metadata }).from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.resourceType, "account")));

describe("API version upgrades", () => {
  it("upgrade to the newest, roll back within 72 hours, and journal both", async () => {
    const account = await oldAccount();
    const upgradedAt = new Date("2026-11-27T10:00:00Z");
    expect(await upgradeApiVersion({ accountId: account.id, actor, to: NEWEST_API_VERSION, now: upgradedAt })).toMatchObject({ from: OLDEST_API_VERSION, to: NEWEST_API_VERSION });
    const upgraded = await getApiVersionOverview({ accountId: account.id, now: new Date(upgradedAt.getTime() + hours(1)) });
    expect(upgraded).toMatchObject({ version: NEWEST_API_VERSION, changes: [], rollback: { to: OLDEST_API_VERSION, until: new Date(upgradedAt.getTime() + hours(72)) } });
    expect((await refusal(upgradeApiVersion({ accountId: account.id, actor, to: NEWEST_API_VERSION }))).code).toBe("conflict");

    await rollBackApiVersion({ accountId: account.id, actor, now: new Date(upgradedAt.getTime() + hours(71)) });
    const back = await getApiVersionOverview({ accountId: account.id });
    expect(back).toMatchObject({ version: OLDEST_API_VERSION, newest: NEWEST_API_VERSION, rollback: null });
    expect(back.changes.map(({ change }) => change.id)).toContain("last-synced-at-renamed");
    // Nothing left to roll back to: the next step is an upgrade.
    expect((await refusal(rollBackApiVersion({ accountId: account.id, actor }))).message).toMatch(/no upgrade to roll back/);

    await recordApiVersionPreview({ accountId: account.id, actor, version: NEWEST_API_VERSION });
    expect((await journal(account.id)).map(({ action, metadata }) => [action, metadata])).toEqual(
      expect.arrayContaining([
        ["account.api_version_upgraded", { from: OLDEST_API_VERSION, to: NEWEST_API_VERSION }],
        ["account.api_version_rolled_back", { from: NEWEST_API_VERSION, to: OLDEST_API_VERSION }],
        ["account.api_version_previewed", { version: NEWEST_API_VERSION }],
      ]),
    );
  });

  it("refuse a rollback after 72 hours, an unknown version, and a version that is not newer", async () => {
    const account = await oldAccount();
    const upgradedAt = new Date("2026-11-27T10:00:00Z");
    expect((await refusal(upgradeApiVersion({ accountId: account.id, actor, to: "2026-13-01" }))).code).toBe("validation_failed");
    expect((await refusal(upgradeApiVersion({ accountId: account.id, actor, to: OLDEST_API_VERSION }))).code).toBe("conflict");
    await upgradeApiVersion({ accountId: account.id, actor, to: NEWEST_API_VERSION, now: upgradedAt });
    const late = await refusal(rollBackApiVersion({ accountId: account.id, actor, now: new Date(upgradedAt.getTime() + hours(72) + 1) }));
    expect(late).toMatchObject({ code: "conflict", message: expect.stringMatching(/more than 72 hours/) });
    expect(await getApiVersionOverview({ accountId: account.id, now: new Date(upgradedAt.getTime() + hours(73)) })).toMatchObject({ version: NEWEST_API_VERSION, rollback: null });
    const [row] = await getDb().select({ version: accounts.apiVersion }).from(accounts).where(eq(accounts.id, account.id));
    expect(row!.version).toBe(NEWEST_API_VERSION);
  });

  it("name the tokens, clients and webhook endpoints that used the old behaviour in the last 30 days, and only those", async () => {
    const account = await oldAccount();
    const other = await oldAccount();
    const now = new Date();
    const make = (name: string, accountId = account.id) => createAccessToken({ accountId, actor, name, scopes: ["read"], expiresInSeconds: 86_400 }).then(({ record }) => record.id);
    const [sync, reporting, fresh, stale, foreign] = await Promise.all([make("sync"), make("reporting"), make("fresh"), make("stale"), make("foreign", other.id)]);
    const call = (tokenId: string, apiVersion: string, operationId: string, at = now, accountId = account.id, oauthClientId: string | null = null) =>
      writeApiVersionUsage({ tokenId, accountId, oauthClientId, apiVersion, operationId }, at);
    await call(sync, OLDEST_API_VERSION, "getModuleStatus");
    await call(sync, OLDEST_API_VERSION, "listModules", new Date(now.getTime() - hours(2)));
    // An operation the change does not affect: same behaviour at both versions.
    await call(reporting, OLDEST_API_VERSION, "listInvoices");
    // Already at the newest (pinned by header): nothing changes for it.
    await call(fresh, NEWEST_API_VERSION, "getModuleStatus");
    await call(stale, OLDEST_API_VERSION, "getModuleStatus", new Date(now.getTime() - hours(31 * 24)));
    await call(foreign, OLDEST_API_VERSION, "getModuleStatus", now, other.id);
    // An OAuth client's tokens count as the client, even one gone since.
    await call("tok_from_client_1", OLDEST_API_VERSION, "requestModuleSync", now, account.id, "oac_gone");
    await getDb().insert(webhooks).values([
      { id: `wh_old_${n}`, accountId: account.id, url: "https://old.example/hook", events: ["module.sync_state.changed"], secretEncrypted: "x", apiVersion: OLDEST_API_VERSION },
      { id: `wh_all_${n}`, accountId: account.id, url: "https://all.example/hook", events: ["*"], secretEncrypted: "x", apiVersion: OLDEST_API_VERSION },
      { id: `wh_other_${n}`, accountId: account.id, url: "https://other.example/hook", events: ["invoice.created"], secretEncrypted: "x", apiVersion: OLDEST_API_VERSION },
      { id: `wh_new_${n}`, accountId: account.id, url: "https://new.example/hook", events: ["*"], secretEncrypted: "x", apiVersion: NEWEST_API_VERSION },
    ]);

    const overview = await getApiVersionOverview({ accountId: account.id, now });
    expect(overview.callers).toEqual([
      { kind: "access_token", id: sync, name: "sync", versions: [OLDEST_API_VERSION], operations: ["getModuleStatus", "listModules"], lastSeenAt: now },
      { kind: "oauth_client", id: "oac_gone", name: null, versions: [OLDEST_API_VERSION], operations: ["requestModuleSync"], lastSeenAt: now },
    ]);
    expect(overview.webhooks.map(({ url, events }) => [url, events])).toEqual([
      ["https://all.example/hook", ["module.sync_state.changed"]],
      ["https://old.example/hook", ["module.sync_state.changed"]],
    ]);
  });

  it("note a token's version at most every few minutes per operation", async () => {
    const account = await oldAccount();
    const tokenId = `tok_noted_${Date.now()}`;
    const at = new Date();
    const call = { tokenId, accountId: account.id, oauthClientId: null, apiVersion: OLDEST_API_VERSION, operationId: "listModules" };
    noteApiVersionUsage(call, at);
    noteApiVersionUsage(call, new Date(at.getTime() + 60_000));
    await expect.poll(() => getDb().select().from(apiVersionUsage).where(eq(apiVersionUsage.tokenId, tokenId))).toEqual([{ ...call, lastSeenAt: at }]);
  });
});
