import { eq } from "drizzle-orm";
import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { getDb } from "../../platform/db/client";
import { userPasskeys, users } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { relyingParty } from "./relying-party";
import { storeChallenge } from "./webauthn-challenge";

/**
 * What the browser needs to create a passkey for this user: a discoverable credential (so it can
 * sign in alone, without the e-mail), none of the user's existing ones again.
 */
export async function startPasskeyRegistration(options: { userId: string; publicOrigin: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const db = getDb();
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError("not_found", "That user does not exist.");
  const existing = await db.select({ credentialId: userPasskeys.credentialId, transports: userPasskeys.transports }).from(userPasskeys).where(eq(userPasskeys.userId, options.userId));
  const rp = relyingParty(options.publicOrigin);
  const creation = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(options.userId),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge({ challenge: creation.challenge, purpose: "register", userId: options.userId });
  return creation;
}
