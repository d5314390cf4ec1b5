"use server";

import { AuthError } from "next-auth";
import { signIn } from "@/lib/auth/config";
import { safeCallbackPath } from "@/lib/http/safe-callback-path";

export interface SignInState {
  error?: string;
  email?: string;
}

const messages: Record<string, string> = {
  too_many_attempts: "Too many failed attempts. Wait 15 minutes and try again.",
  invalid_credentials: "The email or password is not right.",
  unavailable: "Signing in is not possible right now. Try again in a moment.",
};

export async function signInWithPasswordAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "");
  try {
    await signIn("password", {
      email,
      password: String(form.get("password") ?? ""),
      redirectTo: safeCallbackPath(form.get("callbackUrl")),
    });
    return {};
  } catch (error) {
    // A successful sign-in ends in a redirect, which Next delivers by throwing: let it through.
    if (!(error instanceof AuthError)) throw error;
    // A check that failed (a database or Redis outage) is not a wrong password: say so.
    const code = error.type === "CallbackRouteError" ? "unavailable" : ((error as AuthError & { code?: string }).code ?? "invalid_credentials");
    return { error: messages[code] ?? messages.invalid_credentials, email };
  }
}

export async function signInWithOidcAction(form: FormData): Promise<void> {
  await signIn("oidc", { redirectTo: safeCallbackPath(form.get("callbackUrl")) });
}
