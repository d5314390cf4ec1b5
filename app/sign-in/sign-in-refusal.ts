import { isOidcRefusalReason, oidcRefusalMessages } from "@/lib/platform/schemas/oidc-refusals";

// The sentence for the `error` a sign-in page is sent back with: a refusal of ours by its code,
// or Auth.js' own (Configuration, AccessDenied, OAuthCallbackError, …), whose cause is in the
// server log and means the same to the person here. The parameter is never shown as given.
export function signInRefusal(error: string | string[] | undefined): string | null {
  if (typeof error !== "string" || !error) return null;
  if (isOidcRefusalReason(error)) return oidcRefusalMessages[error];
  return "Single sign-on did not work. Try again, or sign in with your password.";
}
