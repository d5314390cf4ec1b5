import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, events, idempotencyKeys, moduleTokens, type Module } from "../../platform/db/schema";
import { LocalSimulatorCloudPlatform } from "./cloud-platform/local-simulator";
import { rotateModuleToken, type RotateModuleTokenOptions } from "./rotate-module-token";
import { createAccountFixture, createModuleFixture, createModuleTokenFixture } from "./testing/create-module-fixture";
import { expectAppError } from "./testing/expect-app-error";
import { verifyModuleToken } from "./verify-module-token";

const actor: Actor = { type: "token", id: "tok_test", display: "ci" };
const adapter = new LocalSimulatorCloudPlatform({ durationMs: 0, failureRate: 0 });
const now = new Date("2025-06-01T12:00:00.000Z");
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const DAY = 86_400;

async function moduleWithToken() {
  const account = await createAccountFixture();
  const module = await createModuleFixture({ accountId: account.id });
  const original = await createModuleTokenFixture(module, new Date(now.getTime() - 60_000));
  const rotate = (extra: Partial<RotateModuleTokenOptions> = {}) =>
    rotateModuleToken({ accountId: account.id, actor, moduleId: module.id, adapter, now, ...extra });
  return { account, module, original, rotate };
}

const tokensOf = (module: Module) =>
  getDb().select().from(moduleTokens).where(eq(moduleTokens.moduleId, module.id)).orderBy(moduleTokens.id);
const journalOf = (module: Module) =>
  getDb()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.resourceId, module.id), eq(auditEntries.action, "module.token.rotated")));
const eventsOf = (module: Module) =>
  getDb()
    .select()
    .from(events)
    .where(and(eq(events.type, "module.token.rotated"), sql`${events.data}->>'module_id' = ${module.id}`));
const isValid = (module: Module, token: string, when: Date) =>
  verifyModuleToken({ moduleId: module.id, token, now: when }).then(Boolean);

describe("rotateModuleToken", () => {
  it("issues a new token and keeps the old one working for the 24 h default grace period", async () => {
    const { module, original, rotate } = await moduleWithToken();
    const result = await rotate();
    expect(result.token).toMatch(/^cpt_[0-9A-Za-z]{40}$/);
    expect(result).toEqual({
      token: result.token,
      token_hint: `cpt_…${result.token.slice(-4)}`,
      created_at: now.toISOString(),
      previous_token_expires_at: at(DAY).toISOString(),
    });
    const rows = await tokensOf(module);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.expiresAt)).toEqual([at(DAY), null]);
    expect(JSON.stringify(rows)).not.toContain(result.token);

    expect(await isValid(module, original, at(DAY - 1))).toBe(true);
    expect(await isValid(module, original, at(DAY))).toBe(false);
    expect(await isValid(module, original, at(DAY + 3600))).toBe(false);
    expect(await isValid(module, result.token, at(DAY * 30))).toBe(true);
    expect(await isValid(module, "cpt_nottherealtoken", now)).toBe(false);

    const [entry] = await journalOf(module);
    expect(entry).toMatchObject({ actorType: "token", actorId: "tok_test", resourceType: "module" });
    expect(entry!.metadata).toEqual({
      token_hint: result.token_hint,
      grace_period_seconds: DAY,
      previous_token_expires_at: result.previous_token_expires_at,
    });
    const [event] = await eventsOf(module);
    expect(event!.data).toMatchObject({ module_id: module.id, token_hint: result.token_hint, grace_period_seconds: DAY });
  });

  it("ends the old token at once with a grace period of 0", async () => {
    const { module, original, rotate } = await moduleWithToken();
    const result = await rotate({ gracePeriodSeconds: 0 });
    expect(result.previous_token_expires_at).toBe(now.toISOString());
    expect(await isValid(module, original, now)).toBe(false);
    expect(await isValid(module, result.token, now)).toBe(true);
  });

  it("answers previous_token_expires_at null when the module had no token", async () => {
    const account = await createAccountFixture();
    const module = await createModuleFixture({ accountId: account.id });
    const result = await rotateModuleToken({ accountId: account.id, actor, moduleId: module.id, adapter, now });
    expect(result.previous_token_expires_at).toBeNull();
  });

  it("never extends a token already in a shorter grace period", async () => {
    const { module, original, rotate } = await moduleWithToken();
    await rotate({ gracePeriodSeconds: 60 });
    await rotate({ gracePeriodSeconds: DAY });
    expect(await isValid(module, original, at(61))).toBe(false);
    const rows = await tokensOf(module);
    expect(rows.map((row) => row.expiresAt)).toEqual([at(60), at(DAY), null]);
  });

  it("returns the same result to a retry with the same Idempotency-Key and rotates once", async () => {
    const { module, rotate } = await moduleWithToken();
    const first = await rotate({ idempotencyKey: "retry-1", gracePeriodSeconds: 3600 });
    const retry = await rotate({ idempotencyKey: "retry-1", gracePeriodSeconds: 3600, now: at(30) });
    expect(retry).toEqual(first);
    expect(await tokensOf(module)).toHaveLength(2);
    expect(await journalOf(module)).toHaveLength(1);
    expect(await eventsOf(module)).toHaveLength(1);
    // The stored response keeps the token encrypted, never in plain text.
    const [stored] = await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, "retry-1"));
    expect(stored).toMatchObject({ responseStatus: 201, operation: `POST /v1/modules/${module.id}/tokens` });
    expect(JSON.stringify(stored)).not.toContain(first.token);
  });

  it("refuses the same key with another body or for another module", async () => {
    const { account, module, rotate } = await moduleWithToken();
    await rotate({ idempotencyKey: "reuse-1", gracePeriodSeconds: 3600 });
    await expectAppError(rotate({ idempotencyKey: "reuse-1", gracePeriodSeconds: 60 }), "idempotency_key_reused");
    await expectAppError(rotate({ idempotencyKey: "reuse-1", requestHash: "f".repeat(64) }), "idempotency_key_reused");
    const otherModule = await createModuleFixture({ accountId: account.id });
    await expectAppError(
      rotateModuleToken({ accountId: account.id, actor, moduleId: otherModule.id, adapter, now, idempotencyKey: "reuse-1", gracePeriodSeconds: 3600 }),
      "idempotency_key_reused",
    );
    expect(await tokensOf(module)).toHaveLength(2);
    expect(await tokensOf(otherModule)).toHaveLength(0);
    // Keys belong to an account: another account may use the same one.
    const { rotate: rotateElsewhere } = await moduleWithToken();
    await expect(rotateElsewhere({ idempotencyKey: "reuse-1" })).resolves.toBeTruthy();
  });

  it("treats a stored key as unused after 24 hours", async () => {
    const { module, rotate } = await moduleWithToken();
    const first = await rotate({ idempotencyKey: "old-key" });
    const later = await rotate({ idempotencyKey: "old-key", gracePeriodSeconds: 0, now: at(DAY + 1) });
    expect(later.token).not.toBe(first.token);
    expect(await tokensOf(module)).toHaveLength(3);
  });

  it("runs two concurrent rotations one after the other: each previous token ends once", async () => {
    const { module, original, rotate } = await moduleWithToken();
    const [a, b] = await Promise.all([rotate({ gracePeriodSeconds: 600 }), rotate({ gracePeriodSeconds: 600 })]);
    expect(a!.token).not.toBe(b!.token);
    const rows = await tokensOf(module);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.expiresAt === null)).toHaveLength(1);
    // The chain: original → first new (both ended at now + 600) → second new (current).
    const [first, second, third] = rows;
    expect(first!.tokenHash).not.toBe(second!.tokenHash);
    expect(first!.expiresAt).toEqual(at(600));
    expect(second!.expiresAt).toEqual(at(600));
    expect(third!.expiresAt).toBeNull();
    expect([a!.previous_token_expires_at, b!.previous_token_expires_at]).toEqual([at(600).toISOString(), at(600).toISOString()]);
    expect(await isValid(module, original, at(599))).toBe(true);
    expect(await isValid(module, original, at(600))).toBe(false);
    expect(await journalOf(module)).toHaveLength(2);
  });

  it("rotates once for two concurrent first uses of the same key", async () => {
    const { module, rotate } = await moduleWithToken();
    const [a, b] = await Promise.all([rotate({ idempotencyKey: "race-1" }), rotate({ idempotencyKey: "race-1" })]);
    expect(a).toEqual(b);
    expect(await tokensOf(module)).toHaveLength(2);
    expect(await journalOf(module)).toHaveLength(1);
  });

  it("lets exactly one of two concurrent uses of one key on two modules win", async () => {
    const account = await createAccountFixture();
    const [m1, m2] = await Promise.all([createModuleFixture({ accountId: account.id }), createModuleFixture({ accountId: account.id })]);
    const attempt = (module: Module) =>
      rotateModuleToken({ accountId: account.id, actor, moduleId: module.id, adapter, now, idempotencyKey: "race-2" }).then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
    const outcomes = await Promise.all([attempt(m1!), attempt(m2!)]);
    expect(outcomes.sort()).toEqual(["idempotency_key_reused", "ok"]);
    expect((await tokensOf(m1!)).length + (await tokensOf(m2!)).length).toBe(1);
  });

  it("never writes the token into the journal, the events or the idempotency store", async () => {
    const { account, rotate } = await moduleWithToken();
    const tokens = [(await rotate()).token, (await rotate({ idempotencyKey: "secret-check" })).token];
    const dump = JSON.stringify([
      await getDb().select().from(auditEntries).where(eq(auditEntries.accountId, account.id)),
      await getDb().select().from(events).where(eq(events.accountId, account.id)),
      await getDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.accountId, account.id)),
      await getDb().select().from(moduleTokens).where(eq(moduleTokens.accountId, account.id)),
    ]);
    for (const token of tokens) {
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(token.slice(4, 24));
    }
  });

  it("treats other accounts' modules and malformed ids as not found, and checks the grace period", async () => {
    const { module, rotate } = await moduleWithToken();
    const other = await createAccountFixture();
    await expectAppError(rotateModuleToken({ accountId: other.id, actor, moduleId: module.id, adapter }), "not_found");
    await expectAppError(rotate({ moduleId: "mod_nope" }), "not_found");
    for (const gracePeriodSeconds of [-1, DAY + 1, 1.5, Number.NaN]) {
      await expectAppError(rotate({ gracePeriodSeconds }), "validation_failed");
    }
    await expectAppError(rotate({ idempotencyKey: "" }), "validation_failed");
    expect(await tokensOf(module)).toHaveLength(1);
    expect(await verifyModuleToken({ moduleId: "mod_nope", token: "cpt_x" })).toBeNull();
  });
});
