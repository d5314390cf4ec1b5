import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createAccessToken } from "../access-tokens/create-access-token";
import { listAccessTokens } from "../access-tokens/list-access-tokens";
import { createAccount } from "../accounts/create-account";
import { systemActor, type Actor } from "../audit/actor";
import { findMembershipRole } from "../members/find-membership-role";
import { getDb } from "../../platform/db/client";
import { auditEntries } from "../../platform/db/schema";
import { isAppError } from "../../platform/errors/app-error";
import type { MembershipRole } from "../../platform/schemas/roles";
import { createUser } from "../users/create-user";
import { changeMemberRole } from "./change-member-role";
import { listMembers } from "./list-members";
import { removeMember } from "./remove-member";

let accountId = "";
const people = {} as Record<"owner" | "admin" | "developer" | "viewer" | "other", Actor & { id: string }>;
let slug = 0;

beforeEach(async () => {
  const account = await createAccount({ actor: systemActor(), slug: `members-${++slug}`, name: "Members" });
  accountId = account.id;
  const roles: [keyof typeof people, MembershipRole][] = [
    ["owner", "owner"],
    ["admin", "admin"],
    ["developer", "developer"],
    ["viewer", "viewer"],
    ["other", "viewer"],
  ];
  for (const [key, role] of roles) {
    const { user } = await createUser({ accountId, actor: systemActor(), email: `${key}-${slug}@members.test`, password: "a long enough password", role });
    people[key] = { type: "user", id: user.id, display: user.email };
  }
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("changing roles and removing members, by role", () => {
  // Who may change whom: [actor, target's key, new role, allowed]
  const cases: [keyof typeof people, keyof typeof people, MembershipRole, boolean][] = [
    ["owner", "admin", "owner", true],
    ["owner", "viewer", "developer", true],
    ["admin", "viewer", "developer", true],
    ["admin", "developer", "admin", true],
    ["admin", "viewer", "owner", false],
    ["admin", "owner", "admin", false],
    ["developer", "viewer", "developer", false],
    ["viewer", "other", "developer", false],
  ];
  for (const [actor, target, role, allowed] of cases) {
    it(`${actor} ${allowed ? "may" : "may not"} make the ${target} ${role}`, async () => {
      const change = changeMemberRole({ accountId, actor: people[actor], userId: people[target].id, role });
      if (allowed) {
        expect(await change).toEqual({ changed: true });
        expect(await findMembershipRole({ userId: people[target].id, accountId })).toBe(role);
      } else {
        expect(await refusal(change)).toMatchObject({ code: "forbidden", message: expect.stringMatching(/^As an? \w+ you may not/) });
      }
    });
  }

  const removals: [keyof typeof people, keyof typeof people, boolean][] = [
    ["owner", "admin", true],
    ["admin", "developer", true],
    ["admin", "owner", false],
    ["developer", "viewer", false],
    ["viewer", "other", false],
    ["viewer", "viewer", true],
  ];
  for (const [actor, target, allowed] of removals) {
    it(`${actor} ${allowed ? "may" : "may not"} remove the ${target}`, async () => {
      const removal = removeMember({ accountId, actor: people[actor], userId: people[target].id });
      if (allowed) {
        await removal;
        expect(await findMembershipRole({ userId: people[target].id, accountId })).toBeNull();
      } else {
        expect((await refusal(removal)).code).toBe("forbidden");
      }
    });
  }
});

describe("the last owner", () => {
  it("can neither be demoted nor removed nor leave, until there is a second owner", async () => {
    const owner = people.owner;
    const demote = await refusal(changeMemberRole({ accountId, actor: owner, userId: owner.id, role: "admin" }));
    expect(demote).toMatchObject({ code: "conflict", message: expect.stringContaining("is the last owner") });
    expect((await refusal(removeMember({ accountId, actor: owner, userId: owner.id }))).message).toContain("cannot be removed");

    await changeMemberRole({ accountId, actor: owner, userId: people.admin.id, role: "owner" });
    await removeMember({ accountId, actor: owner, userId: owner.id });
    expect(await findMembershipRole({ userId: owner.id, accountId })).toBeNull();
    // The new owner is the last one now.
    expect((await refusal(changeMemberRole({ accountId, actor: people.admin, userId: people.admin.id, role: "viewer" }))).code).toBe("conflict");
  });

  it("survives two owners demoting each other at once: one wins, the other is refused", async () => {
    await changeMemberRole({ accountId, actor: people.owner, userId: people.admin.id, role: "owner" });
    const results = await Promise.allSettled([
      changeMemberRole({ accountId, actor: people.owner, userId: people.admin.id, role: "admin" }),
      changeMemberRole({ accountId, actor: people.admin, userId: people.owner.id, role: "admin" }),
    ]);
    const owners = (await listMembers({ accountId })).filter((member) => member.role === "owner");
    expect(owners.length).toBeGreaterThanOrEqual(1);
    expect(results.some((result) => result.status === "rejected")).toBe(true);
  });
});

describe("removing a member", () => {
  it("keeps the access tokens they created, listed with their creator, and writes the journal", async () => {
    await createAccessToken({ accountId, actor: people.developer, name: "ERP", scopes: ["read"], expiresInSeconds: 86_400 });
    await removeMember({ accountId, actor: people.admin, userId: people.developer.id });
    const tokens = await listAccessTokens({ accountId });
    expect(tokens.map((token) => token.name)).toContain("ERP");
    expect(JSON.stringify(tokens)).toContain(people.developer.display);
    const actions = (await getDb().select().from(auditEntries).where(eq(auditEntries.accountId, accountId))).map((entry) => entry.action);
    expect(actions).toContain("membership.removed");
  });
});
