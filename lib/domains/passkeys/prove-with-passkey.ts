import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { getDb } from "../../platform/db/client";
import { startPasskeyAssertion } from "./start-passkey-assertion";
import { verifyPasskeyAssertion } from "./verify-passkey-assertion";

// For a signed-in user proving again (sudo mode): a passkey of theirs signs a fresh challenge.
// No session is created here; the caller records the proof.

export function startPasskeyProof(options: { userId: string; publicOrigin: string }): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return startPasskeyAssertion({ purpose: "proof", userId: options.userId, publicOrigin: options.publicOrigin });
}

/** Throws `invalid_credentials` unless the response is this user's passkey over a challenge from startPasskeyProof. */
export async function finishPasskeyProof(options: { userId: string; response: AuthenticationResponseJSON; publicOrigin: string }): Promise<void> {
  await getDb().transaction((tx) => verifyPasskeyAssertion(tx, { purpose: "proof", ...options }));
}
