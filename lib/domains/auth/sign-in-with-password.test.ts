import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "../users/create-user";
import { signInWithPassword } from "./sign-in-with-password";

const actor = systemActor();
const password = "correct horse battery staple";

async function entries(accountId: string, action: string) {
  return getDb().select().from(auditEntries).where(and(eq(auditEntries.accountId, accountId), eq(auditEntries.action, action)));
}

async function failureCode(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (rejection: unknown) => rejection);
  return isAppError(error) ? error.code : null;
}

describe("signInWithPassword", () => {
  it("signs in case-insensitively into the first account and records it", async () => {
    const account = await createAccount({ actor, slug: "signin-ok", name: "Sign-in OK" });
    await createUser({ accountId: account.id, actor, email: "ok@example.test", password });
    const user = await signInWithPassword({ email: "OK@Example.test", password, origin: { ip: "192.0.2.1" } });
    expect(user).toMatchObject({ email: "ok@example.test", accountId: account.id });
    const [entry] = await entries(account.id, "user.signed_in");
    expect(entry).toMatchObject({ actorId: user.userId, ip: "192.0.2.1" });
  });

  it("refuses a wrong password and an unknown email alike, recording each", async () => {
    const account = await createAccount({ actor, slug: "signin-bad", name: "Sign-in bad" });
    await createUser({ accountId: account.id, actor, email: "bad@example.test", password });
    expect(await failureCode(signInWithPassword({ email: "bad@example.test", password: "nope", origin: { ip: "192.0.2.2" } }))).toBe("invalid_credentials");
    expect(await failureCode(signInWithPassword({ email: "nobody@example.test", password, origin: { ip: "192.0.2.2" } }))).toBe("invalid_credentials");
    const [failed] = await entries(account.id, "user.sign_in_failed");
    expect(failed!.metadata).toEqual({ reason: "wrong_password" });
    expect(JSON.stringify(failed)).not.toContain("nope");
  });

  it("throttles an email and address after five failures, even with the right password", async () => {
    const account = await createAccount({ actor, slug: "signin-throttle", name: "Throttle" });
    await createUser({ accountId: account.id, actor, email: "t@example.test", password });
    const origin = { ip: "192.0.2.3" };
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await failureCode(signInWithPassword({ email: "t@example.test", password: "wrong", origin }))).toBe("invalid_credentials");
    }
    expect(await failureCode(signInWithPassword({ email: "t@example.test", password, origin }))).toBe("too_many_attempts");
    // Another address is not blocked by this one's failures.
    await expect(signInWithPassword({ email: "t@example.test", password, origin: { ip: "192.0.2.4" } })).resolves.toBeTruthy();
    const failures = await entries(account.id, "user.sign_in_failed");
    expect(failures.filter((entry) => (entry.metadata as { reason: string }).reason === "throttled")).toHaveLength(1);
  });
});
