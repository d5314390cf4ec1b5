import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { actingOnSelf } from "../audit";
import type { RequestOrigin } from "../../platform/http/request-origin";
import { recordAuditEntry } from "../audit";
import { getDb } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import { AppError, isAppError } from "../../platform/errors/app-error";
import { verifyPasskeyAssertion } from "../passkeys";
import type { SignInMethod } from "../../platform/schemas/sign-in-methods";
import { hasSecondFactor } from "../two-factor";
import { spendRecoveryCode } from "../two-factor";
import { verifyTotpCode } from "../two-factor";
import { recordSignIn } from "./record-sign-in";
import { findSignInTicket, recordTicketFailure, spendSignInTicket, ticketExpired } from "./sign-in-ticket";
import type { SignedInUser } from "./sign-in-with-password";

export type SecondFactorProof =
  | { type: "none" }
  | { type: "totp"; code: string }
  | { type: "recovery_code"; code: string }
  | { type: "passkey"; response: AuthenticationResponseJSON; publicOrigin: string };

const methods: Record<SecondFactorProof["type"], SignInMethod> = {
  none: "password",
  totp: "password+totp",
  recovery_code: "password+recovery_code",
  passkey: "password+passkey",
};

/**
 * The sign-in's second step: a ticket from the password step and, when the user has a second
 * factor, a proof of it (an authenticator code, a recovery code or a passkey). Only when both
 * hold is the ticket spent and the sign-in journalled with its method. A wrong factor counts
 * against the ticket (void after five) and, for codes, the user's code throttle.
 */
export async function completeSignIn(options: { ticket: string; proof: SecondFactorProof; origin: RequestOrigin; now?: Date }): Promise<SignedInUser> {
  const ticket = await findSignInTicket(options.ticket, options.now);
  const [user] = await getDb().select().from(users).where(eq(users.id, ticket.userId));
  if (!user) throw ticketExpired();
  const proof = options.proof;
  const method = methods[proof.type];
  const failed = async (error: unknown) => {
    if (isAppError(error, "invalid_credentials")) {
      await recordTicketFailure(ticket);
      await recordAuditEntry(getDb(), {
        accountId: ticket.accountId,
        action: "user.sign_in_failed",
        ...actingOnSelf(user),
        origin: options.origin,
        metadata: { reason: "wrong_second_factor", method },
      });
    }
    return error;
  };

  if (proof.type === "none" && (await hasSecondFactor({ userId: user.id }))) {
    throw new AppError("forbidden", "Your sign-in needs a second factor.");
  }
  if (proof.type === "totp") await verifyTotpCode({ userId: user.id, code: proof.code, now: options.now }).catch(async (error) => Promise.reject(await failed(error)));

  await getDb()
    .transaction(async (tx) => {
      let metadata: { recovery_codes_left?: number; passkey_id?: string } | undefined;
      if (proof.type === "recovery_code") {
        const { left } = await spendRecoveryCode(tx, { userId: user.id, code: proof.code });
        metadata = { recovery_codes_left: left };
      }
      if (proof.type === "passkey") {
        const { passkeyId } = await verifyPasskeyAssertion(tx, { purpose: "second_factor", userId: user.id, response: proof.response, publicOrigin: proof.publicOrigin, now: options.now });
        metadata = { passkey_id: passkeyId };
      }
      await spendSignInTicket(tx, ticket);
      if (proof.type === "recovery_code") {
        await recordAuditEntry(tx, {
          accountId: ticket.accountId,
          action: "user.recovery_code_used",
          ...actingOnSelf(user),
          origin: options.origin,
          metadata,
        });
      }
      await recordSignIn(tx, { user, accountId: ticket.accountId, method, origin: options.origin, metadata });
    })
    .catch(async (error) => Promise.reject(await failed(error)));
  return { userId: user.id, email: user.email, name: user.name, accountId: ticket.accountId, signInMethod: method };
}
