import { eq, isNull, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { events, modules, type Module } from "../../platform/db/schema";
import type { CloudPlatformAdapter } from "./cloud-platform/adapter";
import { LocalSimulatorCloudPlatform } from "./cloud-platform/local-simulator";
import { getModuleOrThrow } from "./get-module-or-throw";
import { listModuleTransitions } from "./list-module-transitions";
import { pauseModuleSync } from "./pause-module-sync";
import { resumeModuleSync } from "./resume-module-sync";
import { STALLED_SYNC_AFTER_MS, SYNC_INTERVAL_MS, SYNC_RETRY_INTERVAL_MS } from "./sync-schedule";
import { runDueSyncs, startSyncRunner } from "./sync-runner";
import { createAccountFixture, createModuleFixture } from "./testing/create-module-fixture";

const onPostgres = process.env.VITEST_DATABASE === "postgres";
const succeeding = () => new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0 });
const failing = () => new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 1 });
const minutes = (n: number) => n * 60_000;

// The runner looks at every account: switch off the modules of earlier tests so each test
// sees only its own.
beforeEach(async () => {
  await getDb().update(modules).set({ deactivatedAt: new Date() }).where(isNull(modules.deactivatedAt));
});

async function setUp(offsetDays: number) {
  const now = new Date(Date.UTC(2030, 0, 1) + offsetDays * 86_400_000);
  const account = await createAccountFixture();
  const due = (extra: Partial<Module> = {}) =>
    createModuleFixture({ accountId: account.id, nextSyncAt: new Date(now.getTime() - 1000), ...extra });
  return { now, account, due };
}

/** Counts runSync calls per module around another adapter. */
function counting(inner: CloudPlatformAdapter) {
  const runs = new Map<string, number>();
  const adapter: CloudPlatformAdapter = {
    runSync: (module, onProgress) => {
      runs.set(module.id, (runs.get(module.id) ?? 0) + 1);
      return inner.runSync(module, onProgress);
    },
    issueModuleToken: (module) => inner.issueModuleToken(module),
  };
  return { adapter, runs };
}

const reload = (module: Module) => getModuleOrThrow({ accountId: module.accountId, moduleId: module.id });
const history = async (module: Module) =>
  (await listModuleTransitions({ accountId: module.accountId, moduleId: module.id }))
    .map((row) => `${row.fromState}→${row.toState}:${row.reason}`)
    .reverse();

describe("runDueSyncs", () => {
  it("syncs due modules at failure rate 0 and leaves the others alone", async () => {
    const { now, account, due } = await setUp(0);
    const module = await due();
    const later = await createModuleFixture({ accountId: account.id, nextSyncAt: new Date(now.getTime() + minutes(1)) });
    const paused = await due({ syncState: "paused" });
    const gone = await due({ deactivatedAt: new Date() });

    const summary = await runDueSyncs({ adapter: succeeding(), now });
    expect(summary).toEqual({ claimed: 1, synced: 1, failed: 0, discarded: 0, stalled: 0 });

    const synced = await reload(module);
    expect(synced).toMatchObject({ syncState: "synced", syncProgress: null, lastSyncStartedAt: now, lastErrorCode: null });
    expect(synced.recordsSynced).toBeGreaterThanOrEqual(100);
    expect(synced.nextSyncAt!.getTime() - synced.lastSyncedAt!.getTime()).toBe(SYNC_INTERVAL_MS);
    expect(await history(module)).toEqual(["pending→syncing:initial_sync", "syncing→synced:completed"]);
    const emitted = await getDb().select().from(events).where(sql`${events.data}->>'module_id' = ${module.id}`);
    expect(emitted.map((event) => event.data.to)).toEqual(expect.arrayContaining(["syncing", "synced"]));
    expect(emitted).toHaveLength(2);
    for (const untouched of [later, paused]) expect(await reload(untouched)).toEqual(untouched);
    expect((await getModuleOrThrow({ accountId: account.id, moduleId: gone.id, includeDeactivated: true })).syncState).toBe("pending");
  });

  it("records the platform's error at failure rate 1 and retries after the retry interval", async () => {
    const { now, due } = await setUp(10);
    const module = await due({ syncState: "synced", lastSyncedAt: new Date(now.getTime() - minutes(20)) });
    expect(await runDueSyncs({ adapter: failing(), now })).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await reload(module);
    expect(failed.syncState).toBe("failed");
    expect(failed.lastErrorCode).toMatch(/^[a-z_]+$/);
    expect(failed.lastErrorMessage).toBeTruthy();
    expect(failed.nextSyncAt!.getTime() - failed.syncUpdatedAt.getTime()).toBe(SYNC_RETRY_INTERVAL_MS);

    // Not due again before the retry interval has passed; then retried and healed.
    expect((await runDueSyncs({ adapter: succeeding(), now: new Date(now.getTime() + minutes(1)) })).claimed).toBe(0);
    const retryAt = new Date(failed.nextSyncAt!.getTime() + 1);
    expect(await runDueSyncs({ adapter: succeeding(), now: retryAt })).toMatchObject({ claimed: 1, synced: 1 });
    expect(await reload(module)).toMatchObject({ syncState: "synced", lastErrorCode: null, lastErrorMessage: null });
    expect(await history(module)).toEqual([
      "synced→syncing:scheduled",
      "syncing→failed:error",
      "failed→syncing:retry",
      "syncing→synced:completed",
    ]);
  });

  it("writes progress while the sync runs, without events", async () => {
    const { now, due } = await setUp(20);
    const module = await due();
    let seenMidway: Module | undefined;
    const adapter: CloudPlatformAdapter = {
      async runSync(claimed, onProgress) {
        await onProgress(0.5);
        seenMidway = await reload(claimed);
        return { recordsSynced: 7 };
      },
      issueModuleToken: () => Promise.reject(new Error("unused")),
    };
    await runDueSyncs({ adapter, now, progressIntervalMs: 0 });
    expect(seenMidway).toMatchObject({ syncState: "syncing" });
    expect(seenMidway!.syncProgress).toBeCloseTo(0.5);
    expect(await reload(module)).toMatchObject({ syncState: "synced", recordsSynced: 7 });
    const emitted = await getDb().select().from(events).where(sql`${events.data}->>'module_id' = ${module.id}`);
    expect(emitted).toHaveLength(2);
  });

  it("drops the outcome when the module was paused during the sync", async () => {
    const { now, due } = await setUp(30);
    const module = await due();
    const adapter: CloudPlatformAdapter = {
      async runSync(claimed) {
        const at = new Date(now.getTime() + 1000);
        await pauseModuleSync({ accountId: claimed.accountId, moduleId: claimed.id, actor: systemActor(), now: at });
        return { recordsSynced: 1 };
      },
      issueModuleToken: () => Promise.reject(new Error("unused")),
    };
    expect(await runDueSyncs({ adapter, now })).toMatchObject({ claimed: 1, synced: 0, discarded: 1 });
    expect((await reload(module)).syncState).toBe("paused");
    expect(await history(module)).toEqual(["pending→syncing:initial_sync", "syncing→paused:paused_by_user"]);
  });

  it("fails a sync abandoned by a dead runner, so it is retried", async () => {
    const { now, due } = await setUp(40);
    const module = await due({
      syncState: "syncing",
      syncProgress: 0.3,
      nextSyncAt: null,
      syncUpdatedAt: new Date(now.getTime() - STALLED_SYNC_AFTER_MS - 1),
    });
    const fresh = await due({ syncState: "syncing", nextSyncAt: null, syncUpdatedAt: new Date(now.getTime() - minutes(1)) });
    expect(await runDueSyncs({ adapter: succeeding(), now })).toMatchObject({ stalled: 1, claimed: 0 });
    expect(await reload(module)).toMatchObject({ syncState: "failed", lastErrorCode: "sync_stalled" });
    expect((await reload(fresh)).syncState).toBe("syncing");
  });

  it("runs each due module once when two runners claim at the same time", async () => {
    const { now, due } = await setUp(50);
    const created = await Promise.all(Array.from({ length: 8 }, () => due()));
    const { adapter, runs } = counting(succeeding());
    const [first, second] = await Promise.all([
      runDueSyncs({ adapter, now, limit: 8 }),
      runDueSyncs({ adapter, now, limit: 8 }),
    ]);
    expect(first!.claimed + second!.claimed).toBe(8);
    for (const module of created) {
      expect(runs.get(module.id)).toBe(1);
      expect(await history(module)).toEqual(["pending→syncing:initial_sync", "syncing→synced:completed"]);
    }
  });

  it.runIf(onPostgres)("skips a module another runner holds locked instead of waiting for it", async () => {
    const { now, due } = await setUp(60);
    const held = await due();
    const free = await due();
    let release!: () => void;
    let lockTaken!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = getDb().transaction(async (tx) => {
      await tx.select().from(modules).where(eq(modules.id, held.id)).for("update");
      lockTaken();
      await released;
    });
    await taken;
    try {
      const { adapter, runs } = counting(succeeding());
      expect(await runDueSyncs({ adapter, now })).toMatchObject({ claimed: 1, synced: 1 });
      expect(runs.has(held.id)).toBe(false);
      expect(runs.get(free.id)).toBe(1);
    } finally {
      release();
      await holder;
    }
    expect((await reload(held)).syncState).toBe("pending");
  });
});

describe("startSyncRunner", () => {
  it("syncs in the background and stops cleanly", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id, nextSyncAt: new Date(Date.now() - 1000) });
    const stop = startSyncRunner({ intervalMs: 10, adapter: succeeding() });
    await expect.poll(async () => (await reload(module)).syncState, { timeout: 5000 }).toBe("synced");
    await stop();
    const afterStop = await createModuleFixture({ accountId: account.id, nextSyncAt: new Date(Date.now() - 1000) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await reload(afterStop)).syncState).toBe("pending");
  });

  it("wakes at once when a module becomes due (NOTIFY on commit), not at its next poll", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id, syncState: "paused", nextSyncAt: null });
    const { adapter, runs } = counting(succeeding());
    // Polls once an hour: only the notification of the resume can start this sync in time.
    const stop = startSyncRunner({ intervalMs: 3_600_000, adapter });
    try {
      await expect.poll(() => runs.size, { timeout: 2000 }).toBe(0); // the first pass found nothing
      await resumeModuleSync({ accountId: account.id, actor: systemActor(), moduleId: module.id });
      await expect.poll(async () => (await reload(module)).syncState, { timeout: 10_000 }).toBe("synced");
      expect(runs.get(module.id)).toBe(1);
    } finally {
      await stop();
    }
  });

  it("survives a failing pass and keeps ticking", async () => {
    let calls = 0;
    const broken: CloudPlatformAdapter = {
      runSync: () => Promise.reject(new Error("boom")),
      issueModuleToken: () => Promise.reject(new Error("unused")),
    };
    const account = await createAccountFixture();
    await createModuleFixture({ accountId: account.id, nextSyncAt: new Date(Date.now() - 1000) });
    const spy: CloudPlatformAdapter = { ...broken, runSync: (...args) => (calls++, broken.runSync(...args)) };
    const stop = startSyncRunner({ intervalMs: 5, adapter: spy });
    await expect.poll(() => calls, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    await stop();
  });
});
