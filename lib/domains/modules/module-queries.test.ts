import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { getModuleOrThrow } from "./get-module-or-throw";
import { listModuleTransitions } from "./list-module-transitions";
import { listModules } from "./list-modules";
import { pauseModuleSync } from "./pause-module-sync";
import { resumeModuleSync } from "./resume-module-sync";
import { createAccountFixture, createModuleFixture } from "./testing/create-module-fixture";
import { expectAppError } from "./testing/expect-app-error";
import { transitionModuleSyncState } from "./transition-module-sync-state";

const actor = { type: "user" as const, id: "usr_test", display: "admin@test" };

describe("module queries", () => {
  it("lists the account's active modules by name, nobody else's", async () => {
    const account = await createAccountFixture();
    const other = await createAccountFixture();
    await createModuleFixture({ accountId: account.id, key: "b", name: "Billing" });
    await createModuleFixture({ accountId: account.id, key: "a", name: "Analytics" });
    await createModuleFixture({ accountId: account.id, key: "z", name: "Zeta", deactivatedAt: new Date() });
    await createModuleFixture({ accountId: other.id, key: "a", name: "Another" });
    const listed = await listModules({ accountId: account.id });
    expect(listed.map((module) => module.name)).toEqual(["Analytics", "Billing"]);
  });

  it("gets a module of the account; other accounts, deactivated and malformed ids are not found", async () => {
    const account = await createAccountFixture();
    const other = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id });
    const gone = await createModuleFixture({ accountId: account.id, deactivatedAt: new Date() });
    expect((await getModuleOrThrow({ accountId: account.id, moduleId: module.id })).id).toBe(module.id);
    await expectAppError(getModuleOrThrow({ accountId: other.id, moduleId: module.id }), "not_found");
    await expectAppError(getModuleOrThrow({ accountId: account.id, moduleId: gone.id }), "not_found");
    expect((await getModuleOrThrow({ accountId: account.id, moduleId: gone.id, includeDeactivated: true })).id).toBe(gone.id);
    for (const moduleId of ["", "mod_123", "../../etc", "mod_01jabcdefghjkmnpqrstvwxyz0'--"]) {
      await expectAppError(getModuleOrThrow({ accountId: account.id, moduleId }), "not_found");
    }
  });

  it("lists the history newest first, limited, and hides other accounts' history", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id });
    const base = Date.parse("2025-06-01T00:00:00Z");
    const steps = ["syncing", "synced", "syncing", "failed"] as const;
    for (const [index, to] of steps.entries()) {
      await transitionModuleSyncState({ accountId: account.id, moduleId: module.id, to, reason: `step${index}`, now: new Date(base + index * 1000) });
    }
    const history = await listModuleTransitions({ accountId: account.id, moduleId: module.id, limit: 3 });
    expect(history.map((row) => row.reason)).toEqual(["step3", "step2", "step1"]);
    const other = await createAccountFixture();
    await expectAppError(listModuleTransitions({ accountId: other.id, moduleId: module.id }), "not_found");
    await expectAppError(listModuleTransitions({ accountId: account.id, moduleId: module.id, limit: 0 }), "validation_failed");
  });
});

describe("pause and resume", () => {
  it("pauses from any state with an audit entry, and resumes to pending due now", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id, syncState: "synced" });
    const now = new Date("2025-06-01T12:00:00Z");
    const paused = await pauseModuleSync({ accountId: account.id, actor, moduleId: module.id, now });
    expect(paused.changed).toBe(true);
    expect(paused.module).toMatchObject({ syncState: "paused", nextSyncAt: null });
    // A double click changes nothing and records nothing more.
    expect((await pauseModuleSync({ accountId: account.id, actor, moduleId: module.id })).changed).toBe(false);

    const resumed = await resumeModuleSync({ accountId: account.id, actor: systemActor(), moduleId: module.id, now });
    expect(resumed.module).toMatchObject({ syncState: "pending", nextSyncAt: now });
    expect((await resumeModuleSync({ accountId: account.id, actor, moduleId: module.id })).changed).toBe(false);

    const journal = await getDb().select().from(auditEntries).where(eq(auditEntries.resourceId, module.id));
    expect(journal.map((entry) => entry.action).sort()).toEqual(["module.sync.paused", "module.sync.resumed"]);
    expect(journal.find((entry) => entry.action === "module.sync.paused")).toMatchObject({
      actorType: "user",
      actorId: "usr_test",
      resourceType: "module",
      accountId: account.id,
    });
    const history = await listModuleTransitions({ accountId: account.id, moduleId: module.id });
    expect(history.map((row) => `${row.fromState}→${row.toState}:${row.reason}`)).toEqual([
      "paused→pending:resumed_by_user",
      "synced→paused:paused_by_user",
    ]);
  });

  it("refuses another account's module", async () => {
    const account = await createAccountFixture();
    const other = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id });
    await expectAppError(pauseModuleSync({ accountId: other.id, actor, moduleId: module.id }), "not_found");
    await expectAppError(resumeModuleSync({ accountId: other.id, actor, moduleId: module.id }), "not_found");
  });
});
