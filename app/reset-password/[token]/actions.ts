"use server";

import { headers } from "next/headers";
import { formText } from "@/lib/adapters/actions/public-form";
import { setPasswordThenSignIn } from "@/lib/adapters/session/set-password-then-sign-in";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";
import { resetPassword } from "@/lib/domains/password-reset/reset-password";

export interface ResetPasswordState {
  error?: string;
  fieldErrors?: Partial<Record<"password", string>>;
}

/**
 * Public: the single-use token in the link is the credential. Sets the new password (which ends
 * every session of the user), then signs in with it here.
 */
export async function resetPasswordAction(_previous: ResetPasswordState, form: FormData): Promise<ResetPasswordState> {
  const password = formText(form, "password");
  return setPasswordThenSignIn(
    async () => resetPassword({ token: formText(form, "token"), password, origin: requestOriginFrom(await headers()) }),
    password,
    { failureLog: "resetting a password failed", signInFailed: "Your password is changed. Sign in with it to continue." },
  );
}
