import { eq } from "drizzle-orm";
import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { getDb } from "../../platform/db/client";
import { userPasskeys } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { relyingParty } from "./relying-party";
import { storeChallenge, type ChallengePurpose } from "./webauthn-challenge";

export interface StartPasskeyAssertionOptions {
  /** `sign_in`: a passkey alone, anyone's (discoverable); otherwise one of `userId`'s passkeys. */
  purpose: Exclude<ChallengePurpose, "register">;
  userId: string | null;
  publicOrigin: string;
}

/**
 * What the browser needs to sign with a passkey. Alone, the passkey is the whole proof, so the
 * authenticator must verify the person (PIN, fingerprint); after a password it need only be present.
 */
export async function startPasskeyAssertion(options: StartPasskeyAssertionOptions): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const rp = relyingParty(options.publicOrigin);
  let allowCredentials: { id: string; transports?: string[] }[] | undefined;
  if (options.purpose !== "sign_in") {
    if (!options.userId) throw new AppError("validation_failed", "A passkey check needs the user.");
    const passkeys = await getDb().select({ id: userPasskeys.credentialId, transports: userPasskeys.transports }).from(userPasskeys).where(eq(userPasskeys.userId, options.userId));
    if (passkeys.length === 0) throw new AppError("conflict", "You have no passkey. Use another way to confirm it is you.");
    allowCredentials = passkeys;
  }
  const request = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: allowCredentials as Parameters<typeof generateAuthenticationOptions>[0]["allowCredentials"],
    userVerification: options.purpose === "sign_in" ? "required" : "preferred",
  });
  await storeChallenge({ challenge: request.challenge, purpose: options.purpose, userId: options.purpose === "sign_in" ? null : options.userId });
  return request;
}
