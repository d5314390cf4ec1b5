"use server";

import { AuthError } from "next-auth";
import { headers } from "next/headers";
import { signIn } from "@/lib/auth/config";
import { isAppError } from "@/lib/errors/app-error";
import { requestOriginFrom } from "@/lib/http/request-origin";
import { logger } from "@/lib/logger";
import { resetPassword } from "@/lib/password-reset/reset-password";

export interface ResetPasswordState {
  error?: string;
  fieldErrors?: Partial<Record<"password", string>>;
}

/**
 * Public: the single-use token in the link is the credential. Sets the new password (which ends
 * every session of the user), then signs in with it here.
 */
export async function resetPasswordAction(_previous: ResetPasswordState, form: FormData): Promise<ResetPasswordState> {
  const password = String(form.get("password") ?? "");
  let email: string;
  try {
    ({ email } = await resetPassword({ token: String(form.get("token") ?? ""), password, origin: requestOriginFrom(await headers()) }));
  } catch (error) {
    if (!isAppError(error)) {
      logger.error({ err: error }, "resetting a password failed");
      return { error: "Something went wrong. Try again." };
    }
    const fieldErrors = Object.fromEntries(error.fieldErrors.map(({ pointer, detail }) => [pointer.replace("#/", ""), detail]));
    return { error: error.message, fieldErrors };
  }
  try {
    await signIn("password", { email, password, redirectTo: "/" });
  } catch (error) {
    // A successful sign-in ends in a redirect, which Next delivers by throwing.
    if (!(error instanceof AuthError)) throw error;
    return { error: "Your password is changed. Sign in with it to continue." };
  }
  return {};
}
