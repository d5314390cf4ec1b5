import { AuthError } from "next-auth";
import { isAppError } from "../../platform/errors/app-error";
import { logger } from "../../platform/logger";
import { signIn } from "./config";

/** What a public set-password form shows after its action: a sentence, and field errors by name. */
export interface SetPasswordState {
  error?: string;
  fieldErrors?: Record<string, string>;
}

/**
 * For the public pages whose link is the credential (accepting an invitation, resetting a
 * password): runs the step that sets the password, then signs in with it. A refusal comes back as
 * its sentence and field errors; anything else is logged and told as "try again". A successful
 * sign-in redirects to the overview (Next delivers that by throwing, so this does not return).
 */
export async function setPasswordThenSignIn(
  setPassword: () => Promise<{ email: string }>,
  password: string,
  sentences: { failureLog: string; signInFailed: string },
): Promise<SetPasswordState> {
  let email: string;
  try {
    ({ email } = await setPassword());
  } catch (error) {
    if (!isAppError(error)) {
      logger.error({ err: error }, sentences.failureLog);
      return { error: "Something went wrong. Try again." };
    }
    return { error: error.message, fieldErrors: Object.fromEntries(error.fieldErrors.map(({ pointer, detail }) => [pointer.replace("#/", ""), detail])) };
  }
  try {
    await signIn("password", { email, password, redirectTo: "/" });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return { error: sentences.signInFailed };
  }
  return {};
}
