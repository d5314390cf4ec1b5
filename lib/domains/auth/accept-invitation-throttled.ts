import { acceptInvitation, type AcceptInvitationOptions } from "../invitations";
import { findInvitationByToken } from "../invitations";
import { AppError, isAppError } from "../../platform/errors/app-error";
import { clearFailedSignIns, recordFailedSignIn, secondsUntilSignInAllowed } from "./sign-in-throttle";

/**
 * Accepting an invitation, behind the sign-in throttle when the invited address already signs in
 * here: its password is checked as the sign-in form checks it, so the same failures count (per
 * address and e-mail, and per address) and a blocked pair is refused before the password is tried.
 * A new address sets its password here and is not counted.
 */
export async function acceptInvitationThrottled(options: AcceptInvitationOptions): ReturnType<typeof acceptInvitation> {
  const found = await findInvitationByToken(options.token, options.now);
  if (!found?.existingUser) return acceptInvitation(options);
  const email = found.invitation.email.trim().toLowerCase();
  const ip = options.origin?.ip ?? "unknown";
  const waitSeconds = await secondsUntilSignInAllowed(email, ip);
  if (waitSeconds > 0) {
    const detail = `Too many wrong passwords. Try again in ${Math.ceil(waitSeconds / 60)} min.`;
    throw new AppError("too_many_attempts", detail, [{ pointer: "#/password", detail }]);
  }
  try {
    const accepted = await acceptInvitation(options);
    await clearFailedSignIns(email, ip);
    return accepted;
  } catch (error) {
    if (isAppError(error, "invalid_credentials")) await recordFailedSignIn(email, ip);
    throw error;
  }
}
