import { listSecondFactors } from "../two-factor";
import { checkPassword, type CheckPasswordOptions } from "./check-password";
import { issueSignInTicket } from "./sign-in-ticket";

export interface PasswordStep {
  /** Redeemed by the "sign-in-ticket" provider, with the second factor when one is asked. */
  ticket: string;
  /** The ways this user may finish; null when the password is enough. */
  secondFactor: { totp: boolean; passkey: boolean; recoveryCode: boolean } | null;
}

/**
 * The sign-in page's first step: the password, checked once (throttled, failures journalled),
 * gives a ticket. Without a second factor the page redeems it at once; with one, it asks for it.
 */
export async function startPasswordSignIn(options: CheckPasswordOptions): Promise<PasswordStep> {
  const { user, accountId } = await checkPassword(options);
  const factors = await listSecondFactors({ userId: user.id });
  const ticket = await issueSignInTicket({ userId: user.id, accountId });
  const needed = factors.totp || factors.passkeys.length > 0;
  return {
    ticket,
    secondFactor: needed ? { totp: factors.totp, passkey: factors.passkeys.length > 0, recoveryCode: factors.recoveryCodesLeft > 0 } : null,
  };
}
