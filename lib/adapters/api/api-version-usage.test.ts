import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { createAccount } from "../../domains/accounts/create-account";
import { getApiVersionOverview, rollBackApiVersion, upgradeApiVersion } from "../../domains/api-version-upgrades";
import { NEWEST_API_VERSION, OLDEST_API_VERSION } from "../../domains/api-versions";
import { systemActor } from "../../domains/audit/actor";
import { createModuleFixture } from "../../domains/modules/testing/create-module-fixture";
import { getDb } from "../../platform/db/client";
import { apiVersionUsage } from "../../platform/db/schema";
import { v1App } from "./v1-app";

// Usage by version through the v1 app: each token's calls are noted at the version that answered
// them (the account's, or the header's; never an unknown one it refused), the API version page's
// overview names the token, and an upgrade and a rollback move what a call without the header gets.

const actor = systemActor();
const call = (token: string, headers: Record<string, string> = {}) =>
  v1App.fetch(new Request("http://localhost/v1/modules", { headers: { authorization: `Bearer ${token}`, ...headers } }));

describe("usage by API version", () => {
  it("notes the version each token called at, and follows the account's upgrade and rollback", async () => {
    const account = await createAccount({ actor, slug: `ver-usage-${Date.now()}`, name: "Version usage", apiVersion: OLDEST_API_VERSION });
    await createModuleFixture({ accountId: account.id, syncState: "synced", lastSyncedAt: new Date("2026-11-22T09:04:12Z") });
    const { token, record } = await createAccessToken({ accountId: account.id, actor, name: "nightly sync", scopes: ["read"], expiresInSeconds: 3600 });

    expect((await call(token)).headers.get("api-version")).toBe(OLDEST_API_VERSION);
    expect((await call(token, { "Api-Version": NEWEST_API_VERSION })).headers.get("api-version")).toBe(NEWEST_API_VERSION);
    expect((await call(token, { "Api-Version": "1999-01-01" })).status).toBe(400);
    const noted = () =>
      getDb()
        .select({ apiVersion: apiVersionUsage.apiVersion, operationId: apiVersionUsage.operationId })
        .from(apiVersionUsage)
        .where(eq(apiVersionUsage.tokenId, record.id))
        .orderBy(apiVersionUsage.apiVersion);
    await expect.poll(noted).toEqual([
      { apiVersion: OLDEST_API_VERSION, operationId: "listModules" },
      { apiVersion: NEWEST_API_VERSION, operationId: "listModules" },
    ]);
    const overview = await getApiVersionOverview({ accountId: account.id });
    expect(overview.callers).toEqual([expect.objectContaining({ kind: "access_token", id: record.id, name: "nightly sync", versions: [OLDEST_API_VERSION], operations: ["listModules"] })]);

    // The principal's cached default is dropped by the database's announcement of the change.
    await upgradeApiVersion({ accountId: account.id, actor, to: NEWEST_API_VERSION });
    await expect.poll(async () => (await call(token)).headers.get("api-version")).toBe(NEWEST_API_VERSION);
    await rollBackApiVersion({ accountId: account.id, actor });
    await expect.poll(async () => (await call(token)).headers.get("api-version")).toBe(OLDEST_API_VERSION);
  });
});
