"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { formText } from "@/lib/adapters/actions/public-form";
import { isAppError } from "@/lib/platform/errors/app-error";
import { serverPublicOrigin } from "@/lib/platform/http/public-origin";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";
import { requestPasswordReset } from "@/lib/domains/password-reset/request-password-reset";

export interface ForgotPasswordState {
  sent?: string;
  error?: string;
}

// The same sentence whether or not the address has an account here.
const SENT = "If that address belongs to someone with access here, a link to choose a new password is on its way. It works once, for 30 minutes.";

/** Public (the person cannot sign in): asks for a reset link for the address given. */
export async function requestPasswordResetAction(_previous: ForgotPasswordState, form: FormData): Promise<ForgotPasswordState> {
  const email = z.string().trim().email().max(254).safeParse(formText(form, "email"));
  if (!email.success) return { error: "Enter the e-mail address you sign in with." };
  const requestHeaders = await headers();
  try {
    await requestPasswordReset({
      email: email.data,
      origin: requestOriginFrom(requestHeaders),
      // The configured origin, never this request's Host: the link goes to the address's owner.
      linkOrigin: serverPublicOrigin(),
    });
    return { sent: SENT };
  } catch (error) {
    if (isAppError(error, "too_many_attempts")) return { error: error.message };
    throw error;
  }
}
