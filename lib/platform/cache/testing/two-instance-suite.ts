import type { ChildProcess } from "node:child_process";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessToken } from "../../../domains/access-tokens/create-access-token";
import { revokeAccessToken } from "../../../domains/access-tokens/revoke-access-token";
import { systemActor } from "../../../domains/audit/actor";
import { getDb } from "../../db/client";
import { accessTokens, type AccessToken } from "../../db/schema";
import { createAccountFixture, createModuleFixture } from "../../../domains/modules/testing/create-module-fixture";
import { transitionModuleSyncState } from "../../../domains/modules/transition-module-sync-state";
import { freePort } from "../../../testing/free-port";
import { runCliProcess, startInstance } from "./instance-process";
import { writeUnannounced } from "./write-unannounced";

// The cross-instance cases (lib/platform/cache/cross-instance-invalidation.test.ts), for any pair of app
// instances: one PostgreSQL with or without a pooler in front, a Redis server, a Redis Cluster or
// none. Whoever changes what they cache must be heard by both within the README's 1 s bound,
// though their caches (TTL 30 s) would not notice on their own: the services (as the customer
// area calls them), the operator CLI run WITHOUT REDIS_URL, and an operator's plain SQL. The
// worst delay is printed. An edit made with triggers off (as logical replication applies rows),
// which no instance hears, shows first that the answers came from memory.

export interface TwoInstanceSetup {
  name: string;
  skip: boolean;
  /** The instances' environment, read in beforeAll (after the file's own servers started). */
  env: () => NodeJS.ProcessEnv;
  /** The instances share a Redis: their rate-limit counts must add up exactly. */
  sharesRedis: boolean;
}

const withoutRedis = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const copy = { ...env };
  delete copy.REDIS_URL;
  return copy;
};

const actor = systemActor();
/** The README's bound on staleness, whoever made the change. */
const STALENESS_BOUND_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `since` until `check` holds; bounded (about 5 s), then it throws. */
async function millisecondsUntil(check: () => Promise<boolean>, since: number): Promise<number> {
  for (let attempt = 0; attempt < 1000; attempt++) {
    if (await check()) return performance.now() - since;
    await sleep(5);
  }
  throw new Error("the change was not seen within the polling bound");
}

/** Runs the cross-instance cases on two app instances started with `setup.env()`. */
export function describeTwoInstances(setup: TwoInstanceSetup): void {
  const { name, skip } = setup;
  describe(`two instances, ${name}`, () => {
    let instances: ChildProcess[] = [];
    let origins: string[] = [];
    const get = (origin: string, path: string, token: string) => fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } });

    beforeAll(async () => {
      if (skip) return;
      const ports = [await freePort(), await freePort()];
      origins = ports.map((port) => `http://127.0.0.1:${port}`);
      const env = setup.env();
      instances = await Promise.all(ports.map((port) => startInstance(port, env)));
    });

    afterAll(() => {
      for (const instance of instances) instance.kill("SIGTERM");
    });

    /** A token both instances have cached, as the silent edit proves. */
    async function cachedTokenOnBoth(account?: { id: string }): Promise<{ account: { id: string }; token: string; record: AccessToken }> {
      account ??= await createAccountFixture();
      const issued = await createAccessToken({ accountId: account.id, actor, name: "ci", scopes: ["read"], expiresInSeconds: 3600 });
      for (const origin of origins) expect((await get(origin, "/v1/modules", issued.token)).status).toBe(200);
      await writeUnannounced((tx) => tx.update(accessTokens).set({ rateLimitPerMinute: 1234 }).where(eq(accessTokens.id, issued.record.id)));
      for (const origin of origins) expect((await get(origin, "/v1/modules", issued.token)).headers.get("x-ratelimit-limit")).toBe("600");
      return { account, ...issued };
    }

    async function worstDelayUntil(check: (origin: string) => Promise<boolean>, since: number): Promise<number> {
      return Math.max(...(await Promise.all(origins.map((origin) => millisecondsUntil(() => check(origin), since)))));
    }

    /** Date.now() when `check` first holds on `origin`, polled every 20 ms for up to 100 s. */
    async function wallClockWhen(check: (origin: string) => Promise<boolean>, origin: string): Promise<number> {
      for (const deadline = Date.now() + 100_000; Date.now() < deadline; await sleep(20)) if (await check(origin)) return Date.now();
      throw new Error("the change was not seen within the polling bound");
    }

    const refused = (token: string) => async (origin: string) => (await get(origin, "/v1/modules", token)).status === 401;

    function report(change: string, worst: number): void {
      console.log(`[${name}] ${change}: seen on both instances after at most ${worst.toFixed(1)} ms (bound ${STALENESS_BOUND_MS} ms)`);
      expect(worst).toBeLessThan(STALENESS_BOUND_MS);
    }

    it.skipIf(skip)("a token revoked through the service is refused on every instance", async () => {
      const { account, token, record } = await cachedTokenOnBoth();
      const started = performance.now();
      await revokeAccessToken({ accountId: account.id, actor, tokenId: record.id });
      report("revoked through the service", await worstDelayUntil(refused(token), started));
    });

    it.skipIf(skip)("a token revoked with the CLI run without REDIS_URL is refused on every instance", async () => {
      const { token, record } = await cachedTokenOnBoth();
      // Polled from before the CLI starts, which keeps both caches filled however long tsx takes
      // to start it (on a busy machine longer than their TTL), and measured from the revocation's
      // own timestamp, taken in the CLI just before its commit.
      const refusals = origins.map((origin) => wallClockWhen(refused(token), origin));
      expect(await runCliProcess(["token", "revoke", "--token", record.id], withoutRedis(setup.env()))).toBe(0);
      const refusedAt = Math.max(...(await Promise.all(refusals)));
      const [row] = await getDb().select({ revokedAt: accessTokens.revokedAt }).from(accessTokens).where(eq(accessTokens.id, record.id));
      report("revoked with the CLI (no REDIS_URL), from its revoked_at", refusedAt - row!.revokedAt!.getTime());
    }, 120_000);

    it.skipIf(skip)("a token revoked by a plain SQL UPDATE is refused on every instance", async () => {
      const { token, record } = await cachedTokenOnBoth();
      const started = performance.now();
      await getDb().execute(sql`update access_tokens set revoked_at = now() where id = ${record.id}`);
      report("revoked_at set in SQL", await worstDelayUntil(refused(token), started));
    });

    it.skipIf(skip)("an expiry moved into the past in SQL is refused on every instance", async () => {
      const { token, record } = await cachedTokenOnBoth();
      const started = performance.now();
      await getDb().execute(sql`update access_tokens set expires_at = now() - interval '1 minute' where id = ${record.id}`);
      report("expires_at moved back in SQL", await worstDelayUntil(refused(token), started));
    });

    it.skipIf(skip)("an extended limit granted in SQL applies on every instance", async () => {
      const { token, record } = await cachedTokenOnBoth();
      const started = performance.now();
      await getDb().execute(sql`update access_tokens set rate_limit_per_minute = 3000 where id = ${record.id}`);
      const limitOn = async (origin: string) => (await get(origin, "/v1/modules", token)).headers.get("x-ratelimit-limit") === "3000";
      report("rate_limit_per_minute set in SQL", await worstDelayUntil(limitOn, started));
    });

    it.skipIf(skip)("a module's state change, by the service or in SQL, shows in GET /v1/modules on every instance", async () => {
      const account = await createAccountFixture();
      const module = await createModuleFixture({ accountId: account.id });
      const { token } = await cachedTokenOnBoth(account);
      const stateOn = async (origin: string) => ((await (await get(origin, "/v1/modules", token)).json()) as { data: { sync_state: { state: string } }[] }).data[0]?.sync_state.state;
      for (const origin of origins) expect(await stateOn(origin)).toBe("pending");
      let started = performance.now();
      await transitionModuleSyncState({ accountId: account.id, moduleId: module.id, to: "syncing", reason: "scheduled" });
      report("module state changed through the service", await worstDelayUntil(async (origin) => (await stateOn(origin)) === "syncing", started));
      started = performance.now();
      await getDb().execute(sql`update modules set sync_state = 'failed', sync_progress = null where id = ${module.id}`);
      report("module state changed in SQL", await worstDelayUntil(async (origin) => (await stateOn(origin)) === "failed", started));
    });

    it.skipIf(skip || !setup.sharesRedis)("650 concurrent requests over both instances admit exactly 600", async () => {
      const account = await createAccountFixture();
      const { token } = await createAccessToken({ accountId: account.id, actor, name: "burst", scopes: ["read"], expiresInSeconds: 3600 });
      const statuses = await Promise.all(Array.from({ length: 650 }, (_, index) => get(origins[index % 2]!, "/v1/modules", token).then((response) => response.status)));
      expect(statuses.filter((status) => status === 200)).toHaveLength(600);
      expect(statuses.filter((status) => status === 429)).toHaveLength(50);
    });
  });
}
