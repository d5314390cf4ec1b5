import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAccount } from "../accounts/create-account";
import { systemActor } from "../audit/actor";
import { findMembershipRole } from "../members";
import { inviteMember } from "../invitations/invite-member";
import { isAppError } from "../../platform/errors/app-error";
import { createUser } from "../users/create-user";
import { acceptInvitationThrottled } from "./accept-invitation-throttled";
import { signInWithPassword } from "./sign-in-with-password";

// Issue 37: accepting an invitation as someone who already signs in here checked the password with
// no throttle, and the refusal named the address. It now counts in the sign-in throttle.

const actor = systemActor();
// With Redis the throttle's counters outlive a run: addresses and e-mails of this run only.
const run = randomBytes(3).toString("hex");

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!isAppError(error)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe("accepting an invitation as an existing user", () => {
  it("refuses wrong passwords without naming the address, then throttles like sign-in, the right password included", async () => {
    const home = await createAccount({ actor, slug: `throttle-home-${run}`, name: "Home" });
    const { user } = await createUser({ accountId: home.id, actor, email: `known-${run}@acme.test`, password: "their own password" });
    const inviting = await createAccount({ actor, slug: `throttle-inviting-${run}`, name: "Inviting" });
    const { user: inviter } = await createUser({ accountId: inviting.id, actor, email: `inviter-${run}@acme.test`, password: "a long enough password", role: "admin" });
    const { token } = await inviteMember({ accountId: inviting.id, actor: { type: "user", id: inviter.id, display: inviter.email }, email: user.email, role: "viewer", linkOrigin: "https://app.example.test" });
    const origin = { ip: `2001:db8:${run.slice(0, 4)}::37` };
    const accept = (password: string) => acceptInvitationThrottled({ token, password, origin });

    for (let i = 0; i < 5; i++) {
      const refused = await refusal(accept("a wrong password!"));
      expect(refused.code).toBe("invalid_credentials");
      expect(JSON.stringify([refused.message, refused.fieldErrors])).not.toContain(user.email);
    }
    const throttled = await refusal(accept("their own password"));
    expect(throttled.code).toBe("too_many_attempts");
    expect(throttled.fieldErrors[0]!.pointer).toBe("#/password");
    // The same counter as the sign-in form's: that is blocked too, from this address.
    expect((await refusal(signInWithPassword({ email: user.email, password: "their own password", origin }))).code).toBe("too_many_attempts");
    expect(await findMembershipRole({ userId: user.id, accountId: inviting.id })).toBeNull();

    // From another address the right password still joins.
    await acceptInvitationThrottled({ token, password: "their own password", origin: { ip: `2001:db8:${run.slice(0, 4)}::38` } });
    expect(await findMembershipRole({ userId: user.id, accountId: inviting.id })).toBe("viewer");
  });
});
