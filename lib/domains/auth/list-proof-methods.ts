import { eq } from "drizzle-orm";
import { getDb } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import { listSecondFactors } from "../two-factor";

export interface ProofMethods {
  password: boolean;
  totp: boolean;
  passkey: boolean;
}

/** The ways a signed-in person can prove who they are again (sudo mode): what they have set up. */
export async function listProofMethods(options: { userId: string }): Promise<ProofMethods> {
  const [[user], factors] = await Promise.all([
    getDb().select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, options.userId)).limit(1),
    listSecondFactors({ userId: options.userId }),
  ]);
  return { password: Boolean(user?.passwordHash), totp: factors.totp, passkey: factors.passkeys.length > 0 };
}
