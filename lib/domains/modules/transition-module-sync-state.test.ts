import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { events, moduleStateTransitions, syncState } from "../../platform/db/schema";
import type { SyncState } from "../../platform/schemas/vocabulary";
import { getModuleOrThrow } from "./get-module-or-throw";
import { SYNC_INTERVAL_MS, SYNC_RETRY_INTERVAL_MS } from "./sync-schedule";
import { canTransition } from "./sync-state-machine";
import { createAccountFixture, createModuleFixture } from "./testing/create-module-fixture";
import { expectAppError } from "./testing/expect-app-error";
import { transitionModuleSyncState } from "./transition-module-sync-state";
import { updateSyncProgress } from "./update-sync-progress";

const now = new Date("2025-06-01T12:00:00.000Z");
const states = syncState.enumValues as readonly SyncState[];
const pairs = states.flatMap((from) => states.map((to) => [from, to] as const));

async function writesFor(moduleId: string) {
  const db = getDb();
  const transitions = await db.select().from(moduleStateTransitions).where(eq(moduleStateTransitions.moduleId, moduleId));
  const emitted = await db
    .select()
    .from(events)
    .where(sql`${events.data}->>'module_id' = ${moduleId}`);
  return { transitions, events: emitted };
}

async function moduleIn(state: SyncState) {
  const account = await createAccountFixture();
  const module = await createModuleFixture({
    accountId: account.id,
    syncState: state,
    syncProgress: state === "syncing" ? 0.4 : null,
    lastErrorCode: state === "failed" ? "old_error" : null,
    lastErrorMessage: state === "failed" ? "Old." : null,
  });
  return { account, module };
}

describe("transitionModuleSyncState", () => {
  it.each(pairs.filter(([from, to]) => canTransition(from, to)))(
    "%s → %s writes the state, one history row and one event",
    async (from, to) => {
      const { account, module } = await moduleIn(from);
      const updated = await transitionModuleSyncState({
        accountId: account.id,
        moduleId: module.id,
        to,
        reason: "test",
        now,
        recordsSynced: 42,
        error: { code: "upstream_timeout", message: "Too slow." },
      });
      expect(updated.syncState).toBe(to);
      expect(updated.syncUpdatedAt).toEqual(now);

      const written = await writesFor(module.id);
      expect(written.transitions).toHaveLength(1);
      expect(written.transitions[0]).toMatchObject({ fromState: from, toState: to, reason: "test", occurredAt: now });
      expect(written.events).toHaveLength(1);
      expect(written.events[0]!.type).toBe("module.sync_state.changed");
      expect(written.events[0]!.data).toMatchObject({ module_id: module.id, from, to, status: { state: to } });
      expect((written.events[0]!.data.status as { updated_at: string }).updated_at).toBe(now.toISOString());
    },
  );

  it.each(pairs.filter(([from, to]) => !canTransition(from, to)))(
    "refuses %s → %s and writes nothing",
    async (from, to) => {
      const { account, module } = await moduleIn(from);
      await expectAppError(
        transitionModuleSyncState({ accountId: account.id, moduleId: module.id, to, reason: "test", now }),
        "invalid_state_transition",
      );
      const written = await writesFor(module.id);
      expect(written.transitions).toHaveLength(0);
      expect(written.events).toHaveLength(0);
      expect(await getModuleOrThrow({ accountId: account.id, moduleId: module.id })).toEqual(module);
    },
  );

  it("keeps the sync columns consistent with each state", async () => {
    const { account, module } = await moduleIn("pending");
    const go = (to: SyncState, extra: object = {}) =>
      transitionModuleSyncState({ accountId: account.id, moduleId: module.id, to, reason: "test", now, ...extra });

    const syncing = await go("syncing");
    expect(syncing).toMatchObject({ syncProgress: 0, lastSyncStartedAt: now, nextSyncAt: null });

    const failed = await go("failed", { error: { code: "upstream_timeout", message: "Too slow." } });
    expect(failed).toMatchObject({ syncProgress: null, lastErrorCode: "upstream_timeout", lastErrorMessage: "Too slow." });
    expect(failed.nextSyncAt).toEqual(new Date(now.getTime() + SYNC_RETRY_INTERVAL_MS));

    await go("syncing");
    const synced = await go("synced", { recordsSynced: 321 });
    expect(synced).toMatchObject({ syncProgress: null, lastSyncedAt: now, recordsSynced: 321, lastErrorCode: null });
    expect(synced.nextSyncAt).toEqual(new Date(now.getTime() + SYNC_INTERVAL_MS));

    const paused = await go("paused");
    expect(paused).toMatchObject({ syncProgress: null, nextSyncAt: null, recordsSynced: 321 });
    const pending = await go("pending");
    expect(pending).toMatchObject({ syncProgress: null, nextSyncAt: now });
    expect((await writesFor(module.id)).transitions).toHaveLength(6);
  });

  it("treats another account's module and malformed ids as not found", async () => {
    const { module } = await moduleIn("pending");
    const other = await createAccountFixture();
    await expectAppError(
      transitionModuleSyncState({ accountId: other.id, moduleId: module.id, to: "syncing", reason: "test" }),
      "not_found",
    );
    for (const moduleId of ["nope", "mod_", "tok_01jabcdefghjkmnpqrstvwxyz0", `${module.id}x`]) {
      await expectAppError(
        transitionModuleSyncState({ accountId: other.id, moduleId, to: "syncing", reason: "test" }),
        "not_found",
      );
    }
    expect((await writesFor(module.id)).transitions).toHaveLength(0);
  });
});

describe("updateSyncProgress", () => {
  it("records progress while syncing without a history row or an event", async () => {
    const { account, module } = await moduleIn("syncing");
    const later = new Date(now.getTime() + 1000);
    expect(await updateSyncProgress({ accountId: account.id, moduleId: module.id, progress: 0.7, now: later })).toBe(true);
    const row = await getModuleOrThrow({ accountId: account.id, moduleId: module.id });
    expect(row.syncProgress).toBeCloseTo(0.7);
    expect(row.syncUpdatedAt).toEqual(later);
    const written = await writesFor(module.id);
    expect(written.transitions).toHaveLength(0);
    expect(written.events).toHaveLength(0);
  });

  it("is a no-op on a module that is not syncing, and not found for another account", async () => {
    const { account, module } = await moduleIn("paused");
    expect(await updateSyncProgress({ accountId: account.id, moduleId: module.id, progress: 0.5 })).toBe(false);
    expect((await getModuleOrThrow({ accountId: account.id, moduleId: module.id })).syncProgress).toBeNull();
    const other = await createAccountFixture();
    await expectAppError(updateSyncProgress({ accountId: other.id, moduleId: module.id, progress: 0.5 }), "not_found");
    await expectAppError(updateSyncProgress({ accountId: account.id, moduleId: "mod_bad", progress: 0.5 }), "not_found");
  });
});
