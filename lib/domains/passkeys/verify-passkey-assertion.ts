import { eq } from "drizzle-orm";
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Executor } from "../../platform/db/client";
import { userPasskeys } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { relyingParty } from "./relying-party";
import { takeChallenge, type ChallengePurpose } from "./webauthn-challenge";

export interface VerifyPasskeyAssertionOptions {
  purpose: Exclude<ChallengePurpose, "register">;
  /** Whose passkey it must be; null for a passkey alone (the credential tells). */
  userId: string | null;
  response: AuthenticationResponseJSON;
  publicOrigin: string;
  now?: Date;
}

const notRecognised = () => new AppError("invalid_credentials", "That passkey is not recognised here. It may have been removed; sign in another way.");

/**
 * Checks a passkey's signature over a challenge issued for this purpose (and user), taking the
 * challenge so it cannot be answered twice, then records the authenticator's counter, backup
 * state and last use. A removed passkey is unknown. Run in the caller's transaction.
 */
export async function verifyPasskeyAssertion(tx: Executor, options: VerifyPasskeyAssertionOptions): Promise<{ userId: string; passkeyId: string }> {
  const challenge = await takeChallenge(tx, { response: options.response, purpose: options.purpose, userId: options.userId, now: options.now });
  const [passkey] = await tx.select().from(userPasskeys).where(eq(userPasskeys.credentialId, String(options.response.id))).for("update");
  if (!passkey || (options.userId && passkey.userId !== options.userId)) throw notRecognised();
  const rp = relyingParty(options.publicOrigin);
  const verification = await verifyAuthenticationResponse({
    response: options.response,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: options.purpose === "sign_in",
  }).catch(() => ({ verified: false as const }));
  // The library refuses a counter that did not move forward (a cloned authenticator) as unverified.
  if (!verification.verified) throw new AppError("invalid_credentials", "The passkey could not be verified. Try again.");
  const info = (verification as Awaited<ReturnType<typeof verifyAuthenticationResponse>>).authenticationInfo;
  await tx
    .update(userPasskeys)
    .set({ counter: info.newCounter, backedUp: info.credentialBackedUp, deviceType: info.credentialDeviceType, lastUsedAt: options.now ?? new Date() })
    .where(eq(userPasskeys.id, passkey.id));
  return { userId: passkey.userId, passkeyId: passkey.id };
}
