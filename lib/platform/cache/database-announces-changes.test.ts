import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../../domains/access-tokens/create-access-token";
import { systemActor } from "../../domains/audit/actor";
import { getDb, subscribeToDatabase } from "../db/client";
import { accessTokens, accounts, modules } from "../db/schema";
import { createAccountFixture, createModuleFixture } from "../../domains/modules/testing/create-module-fixture";
import { INVALIDATION_CHANNEL } from "./invalidation-bus";

// The triggers of migration 0007, on PGlite (in-process listen) and PostgreSQL (LISTEN): what a
// write announces, whoever makes it, and what it must not (usage bookkeeping, a rollback, one
// message per row of a bulk update).

const received: string[] = [];
let unsubscribe: () => void;
let sentinels = 0;

beforeAll(async () => {
  await new Promise<void>((listening) => {
    unsubscribe = subscribeToDatabase(INVALIDATION_CHANNEL, { onNotification: (payload) => received.push(payload), onListening: listening });
  });
});
afterAll(() => unsubscribe());

/** Resolves once every notification committed so far has arrived: they arrive in commit order. */
async function drain(): Promise<void> {
  const sentinel = `sentinel-${++sentinels}`;
  await getDb().execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${sentinel})`);
  for (let attempt = 0; attempt < 400 && !received.includes(sentinel); attempt++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(received).toContain(sentinel);
}

/** The messages `write` announced, and nothing a write before it did. */
async function announcedBy(write: () => Promise<unknown>): Promise<unknown[]> {
  await drain();
  received.length = 0;
  await write();
  await drain();
  return received.filter((payload) => !payload.startsWith("sentinel-")).map((payload) => JSON.parse(payload));
}

async function tokenOf(accountId: string) {
  return (await createAccessToken({ accountId, actor: systemActor(), name: "ci", scopes: ["read"], expiresInSeconds: 3600 })).record;
}

describe("the database announces changes to cached rows", () => {
  it("announces a token revoked, re-dated or re-limited by plain SQL, and a token deleted", async () => {
    const token = await tokenOf((await createAccountFixture()).id);
    const message = { kind: "access-token", tokenId: token.id };
    expect(await announcedBy(() => getDb().execute(sql`update access_tokens set revoked_at = now() where id = ${token.id}`))).toEqual([message]);
    expect(await announcedBy(() => getDb().execute(sql`update access_tokens set expires_at = now() where id = ${token.id}`))).toEqual([message]);
    expect(await announcedBy(() => getDb().update(accessTokens).set({ rateLimitPerMinute: 3000 }).where(eq(accessTokens.id, token.id)))).toEqual([message]);
    expect(await announcedBy(() => getDb().delete(accessTokens).where(eq(accessTokens.id, token.id)))).toEqual([message]);
  });

  it("announces an account's default API version changed, and nothing else of the account", async () => {
    const account = await createAccountFixture();
    const message = { kind: "account-api-version", accountId: account.id };
    expect(await announcedBy(() => getDb().update(accounts).set({ apiVersion: "2026-11-27" }).where(eq(accounts.id, account.id)))).toEqual([message]);
    expect(await announcedBy(() => getDb().execute(sql`update accounts set api_version = api_version, name = 'Renamed' where id = ${account.id}`))).toEqual([]);
  });

  it("stays quiet for usage bookkeeping, an update that changes nothing, and a rollback", async () => {
    const account = await createAccountFixture();
    const token = await tokenOf(account.id);
    const module = await createModuleFixture({ accountId: account.id });
    expect(await announcedBy(() => getDb().update(accessTokens).set({ lastUsedAt: new Date(), lastUsedIp: "192.0.2.1" }).where(eq(accessTokens.id, token.id)))).toEqual([]);
    expect(await announcedBy(() => getDb().execute(sql`update modules set name = name where id = ${module.id}`))).toEqual([]);
    const rolledBack = () =>
      getDb()
        .transaction(async (tx) => {
          await tx.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, token.id));
          tx.rollback();
        })
        .catch(() => {});
    expect(await announcedBy(rolledBack)).toEqual([]);
  });

  it("announces each account once for a bulk update of its modules, and modules added or removed", async () => {
    const [first, second] = [await createAccountFixture(), await createAccountFixture()];
    const ids: string[] = [];
    for (const account of [first, first, first, second, second]) ids.push((await createModuleFixture({ accountId: account.id, syncState: "syncing" })).id);
    // As the sync runner's progress ticks would be if written together.
    const announced = await announcedBy(() => getDb().update(modules).set({ syncProgress: 0.5 }).where(inArray(modules.id, ids)));
    expect(announced).toHaveLength(2);
    expect(announced).toEqual(expect.arrayContaining([{ kind: "account-modules", accountId: first.id }, { kind: "account-modules", accountId: second.id }]));
    expect(await announcedBy(() => createModuleFixture({ accountId: second.id }))).toEqual([{ kind: "account-modules", accountId: second.id }]);
    expect(await announcedBy(() => getDb().delete(modules).where(eq(modules.id, ids[0]!)))).toEqual([{ kind: "account-modules", accountId: first.id }]);
  });
});
