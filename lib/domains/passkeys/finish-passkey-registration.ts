import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { userPasskeys, type UserPasskey } from "../../platform/db/schema";
import { AppError } from "../../platform/errors/app-error";
import { newId } from "../../platform/ids";
import type { SecurityContext } from "../two-factor";
import { relyingParty } from "./relying-party";
import { takeChallenge } from "./webauthn-challenge";
import { auditParty } from "../audit";

export interface FinishPasskeyRegistrationOptions extends SecurityContext {
  name: string;
  response: RegistrationResponseJSON;
  publicOrigin: string;
}

/** Verifies the browser's new credential against the challenge issued to this user, and keeps it. Journalled. */
export async function finishPasskeyRegistration(options: FinishPasskeyRegistrationOptions): Promise<UserPasskey> {
  const name = options.name.trim();
  if (!name || name.length > 60) {
    throw new AppError("validation_failed", "Some fields need attention.", [{ pointer: "#/name", detail: "Give the passkey a name of 1 to 60 characters, such as “Work laptop”." }]);
  }
  const rp = relyingParty(options.publicOrigin);
  return getDb().transaction(async (tx) => {
    const challenge = await takeChallenge(tx, { response: options.response, purpose: "register", userId: options.userId });
    const verification = await verifyRegistrationResponse({
      response: options.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    }).catch(() => ({ verified: false as const }));
    if (!verification.verified) throw new AppError("invalid_credentials", "The passkey could not be verified. Try again.");
    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    const [passkey] = await tx
      .insert(userPasskeys)
      .values({
        id: newId("pky"),
        userId: options.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
      })
      .onConflictDoNothing({ target: userPasskeys.credentialId })
      .returning();
    if (!passkey) throw new AppError("conflict", "This passkey is already registered.");
    await recordAuditEntry(tx, {
      ...auditParty(options),
      action: "user.passkey_added",
      resource: { type: "user", id: options.userId },
      metadata: { passkey_id: passkey.id, name },
    });
    return passkey;
  });
}
