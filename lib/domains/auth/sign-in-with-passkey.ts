import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { getDb } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { verifyPasskeyAssertion } from "../passkeys";
import { listUserAccounts } from "./list-user-accounts";
import { recordSignIn } from "./record-sign-in";
import type { SignedInUser } from "./sign-in-with-password";

/**
 * "Sign in with a passkey": a discoverable passkey alone, verified by the authenticator (PIN or
 * biometrics), over a challenge from startPasskeyAssertion({ purpose: "sign_in" }). Journalled.
 */
export async function signInWithPasskey(options: { response: AuthenticationResponseJSON; publicOrigin: string; origin: RequestOrigin; now?: Date }): Promise<SignedInUser> {
  return getDb().transaction(async (tx) => {
    const { userId, passkeyId } = await verifyPasskeyAssertion(tx, { purpose: "sign_in", userId: null, response: options.response, publicOrigin: options.publicOrigin, now: options.now });
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    // Inside the transaction: the embedded database has one connection, which the transaction holds.
    const accounts = await listUserAccounts({ userId, executor: tx });
    if (!user || accounts.length === 0) throw new AppError("invalid_credentials", "This passkey's owner has no access here any more.");
    await recordSignIn(tx, { user, accountId: accounts[0]!.id, method: "passkey", origin: options.origin, metadata: { passkey_id: passkeyId } });
    return { userId: user.id, email: user.email, name: user.name, accountId: accounts[0]!.id, signInMethod: "passkey" as const };
  });
}
