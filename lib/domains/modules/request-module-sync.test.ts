import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { auditEntries, modules } from "../../platform/db/schema";
import { claimDueSyncs } from "./claim-due-syncs";
import { requestModuleSync } from "./request-module-sync";
import { createAccountFixture, createModuleFixture } from "./testing/create-module-fixture";
import { expectAppError } from "./testing/expect-app-error";

const actor = { type: "user" as const, id: "usr_test", display: "admin@acme.test" };
const later = new Date(Date.now() + 20 * 60 * 1000);

const requestsOf = async (moduleId: string) =>
  getDb().select().from(auditEntries).where(eq(auditEntries.resourceId, moduleId)).then((rows) => rows.filter((row) => row.action === "module.sync.requested"));

describe("requestModuleSync", () => {
  it("makes a failed module's sync due now, so the runner claims it on its next pass, and audits it", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id, syncState: "failed", nextSyncAt: later, lastErrorCode: "timeout", lastErrorMessage: "The platform timed out." });
    const now = new Date();
    const status = await requestModuleSync({ accountId: account.id, actor, moduleId: module.id, now });
    expect(status).toMatchObject({ module_id: module.id, state: "failed", next_sync_at: now.toISOString() });
    const [entry] = await requestsOf(module.id);
    expect(entry?.metadata).toMatchObject({ from_state: "failed" });
    const claimed = await claimDueSyncs({ now: new Date(now.getTime() + 1), limit: 100 });
    expect(claimed.find((row) => row.id === module.id)?.syncState).toBe("syncing");
  });

  it("is a conflict while a sync runs or the module is paused, and writes nothing", async () => {
    const account = await createAccountFixture();
    const syncing = await createModuleFixture({ accountId: account.id, syncState: "syncing", nextSyncAt: later });
    const paused = await createModuleFixture({ accountId: account.id, syncState: "paused", nextSyncAt: null });
    await expectAppError(requestModuleSync({ accountId: account.id, actor, moduleId: syncing.id }), "conflict");
    await expectAppError(requestModuleSync({ accountId: account.id, actor, moduleId: paused.id }), "conflict");
    const [row] = await getDb().select().from(modules).where(eq(modules.id, syncing.id));
    expect(row?.nextSyncAt?.toISOString()).toBe(later.toISOString());
    expect(await requestsOf(syncing.id)).toHaveLength(0);
  });

  it("answers a retry with the same Idempotency-Key as the first request, and records one request", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id, syncState: "synced", nextSyncAt: later });
    const first = await requestModuleSync({ accountId: account.id, actor, moduleId: module.id, idempotencyKey: "retry-1" });
    // The sync has started meanwhile: without the key this would be a conflict.
    await getDb().update(modules).set({ syncState: "syncing" }).where(eq(modules.id, module.id));
    const retry = await requestModuleSync({ accountId: account.id, actor, moduleId: module.id, idempotencyKey: "retry-1" });
    expect(retry).toEqual(first);
    expect(await requestsOf(module.id)).toHaveLength(1);
    const other = await createModuleFixture({ accountId: account.id, syncState: "synced", nextSyncAt: later });
    await expectAppError(requestModuleSync({ accountId: account.id, actor, moduleId: other.id, idempotencyKey: "retry-1" }), "idempotency_key_reused");
  });

  it("treats another account's module as not found", async () => {
    const mine = await createAccountFixture();
    const theirs = await createAccountFixture();
    const module = await createModuleFixture({ accountId: theirs.id, syncState: "failed" });
    await expectAppError(requestModuleSync({ accountId: mine.id, actor, moduleId: module.id }), "not_found");
  });
});
