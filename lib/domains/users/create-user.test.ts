import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { getDb } from "../../platform/db/client";
import { auditEntries, memberships } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "./create-user";
import { hashPassword, verifyPassword } from "./hash-password";

const actor = systemActor();

async function auditActions(accountId: string): Promise<string[]> {
  const rows = await getDb().select().from(auditEntries).where(eq(auditEntries.accountId, accountId));
  return rows
    .map((row) => row.action)
    .filter((action) => action !== "account.created")
    .sort();
}

describe("hashPassword / verifyPassword", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "anything")).toBe(false);
  });
});

describe("createUser", () => {
  it("creates a user with a lower-cased email, a verifiable password and a membership", async () => {
    const account = await createAccount({ actor, slug: "users-one", name: "One" });
    const created = await createUser({
      accountId: account.id,
      actor,
      email: " Ada@Example.TEST ",
      password: "a long password",
    });
    expect(created).toMatchObject({ userCreated: true, membershipCreated: true });
    expect(created.user).toMatchObject({ email: "ada@example.test", name: "ada" });
    expect(await verifyPassword(created.user.passwordHash!, "a long password")).toBe(true);
    const [membership] = await getDb()
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, created.user.id), eq(memberships.accountId, account.id)));
    expect(membership?.role).toBe("admin");
    expect(await auditActions(account.id)).toEqual(["membership.created", "user.created"]);
  });

  it("adds an existing user to another account, once, keeping their password", async () => {
    const first = await createAccount({ actor, slug: "users-two", name: "Two" });
    const second = await createAccount({ actor, slug: "users-three", name: "Three" });
    const { user } = await createUser({
      accountId: first.id,
      actor,
      email: "bob@example.test",
      password: "bobs password!",
    });
    const joined = await createUser({
      accountId: second.id,
      actor,
      email: "BOB@example.test",
      password: "another password",
      role: "owner",
    });
    expect(joined).toMatchObject({ userCreated: false, membershipCreated: true });
    expect(joined.user.id).toBe(user.id);
    expect(await verifyPassword(joined.user.passwordHash!, "bobs password!")).toBe(true);
    const again = await createUser({ accountId: second.id, actor, email: "bob@example.test", password: "x" });
    expect(again).toMatchObject({ userCreated: false, membershipCreated: false });
    expect(await auditActions(second.id)).toEqual(["membership.created"]);
  });

  it("refuses a short password and a malformed email", async () => {
    const account = await createAccount({ actor, slug: "users-four", name: "Four" });
    const attempts = [
      { email: "carol@example.test", password: "elevenchars" },
      { email: "not-an-email", password: "long enough password" },
    ];
    for (const attempt of attempts) {
      await expect(createUser({ accountId: account.id, actor, ...attempt })).rejects.toSatisfy((error) =>
        isAppError(error, "validation_failed"),
      );
    }
    expect(await auditActions(account.id)).toEqual([]);
  });
});
