import type { RequestOrigin } from "../../platform/http/request-origin";
import { AppError } from "../../platform/errors/app-error";
import { verifyPassword } from "../users";
import { clearFailedSignIns, recordFailedSignIn, secondsUntilSignInAllowed } from "./sign-in-throttle";

export interface PasswordProofOptions {
  user: { email: string; passwordHash: string | null };
  password: string;
  origin: RequestOrigin;
  /** The form field the password was typed in, for the field error. */
  field?: string;
}

/**
 * Checks the password of someone already signed in (sudo mode, changing the password). Failures
 * count in the sign-in throttle, per address and e-mail, so a stolen session cannot be used to
 * guess the password any faster than the sign-in form allows. Throws `too_many_attempts` or
 * `invalid_credentials` with a field error.
 */
export async function verifyPasswordProof(options: PasswordProofOptions): Promise<void> {
  const ip = options.origin.ip ?? "unknown";
  const pointer = `#/${options.field ?? "password"}`;
  const waitSeconds = await secondsUntilSignInAllowed(options.user.email, ip);
  if (waitSeconds > 0) {
    const detail = `Too many wrong passwords. Try again in ${Math.ceil(waitSeconds / 60)} min.`;
    throw new AppError("too_many_attempts", detail, [{ pointer, detail }]);
  }
  if (!options.user.passwordHash) {
    const detail = "You sign in through your organisation's sign-in, so there is no password to enter here. Sign out and sign in again, then retry within 10 minutes.";
    throw new AppError("invalid_credentials", detail, [{ pointer, detail }]);
  }
  if (!(await verifyPassword(options.user.passwordHash, options.password))) {
    await recordFailedSignIn(options.user.email, ip);
    throw new AppError("invalid_credentials", "That password is not right.", [{ pointer, detail: "That password is not right." }]);
  }
  await clearFailedSignIns(options.user.email, ip);
}
