"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { formText, optionalFormText } from "@/lib/adapters/actions/public-form";
import { signIn } from "@/lib/adapters/session/config";
import { setPasswordThenSignIn } from "@/lib/adapters/session/set-password-then-sign-in";
import { acceptInvitationThrottled } from "@/lib/domains/auth/accept-invitation-throttled";
import { INVITATION_SIGN_IN_COOKIE, invitationSignInCookieOptions } from "@/lib/domains/auth/invitation-sign-in-cookie";
import { publicOrigin } from "@/lib/platform/http/public-origin";
import { requestOriginFrom } from "@/lib/platform/http/request-origin";
import { findInvitationByToken } from "@/lib/domains/invitations/find-invitation";

export interface AcceptState {
  error?: string;
  fieldErrors?: Partial<Record<"name" | "password", string>>;
}

/**
 * Public (the invitee has no session yet): the single-use token in the link is the credential.
 * Joins the account, then signs in with the password just set or confirmed.
 */
export async function acceptInvitationAction(_previous: AcceptState, form: FormData): Promise<AcceptState> {
  const password = formText(form, "password");
  return setPasswordThenSignIn(
    async () => {
      // An existing user's password counts in the sign-in throttle.
      const { user } = await acceptInvitationThrottled({
        token: formText(form, "token"),
        name: optionalFormText(form, "name") ?? undefined,
        password,
        origin: requestOriginFrom(await headers()),
      });
      return { email: user.email };
    },
    password,
    { failureLog: "accepting an invitation failed", signInFailed: "You have joined the account. Sign in to continue." },
  );
}

/**
 * Accepting with the account's single sign-on: the token rides along in a short-lived httpOnly
 * cookie to the provider and back, where the sign-in callback accepts the invitation as the
 * person the provider vouches for (lib/adapters/session/map-oidc-sign-in.ts).
 */
export async function acceptInvitationWithOidcAction(form: FormData): Promise<void> {
  const token = formText(form, "token");
  const found = await findInvitationByToken(token);
  // A link that no longer works: its page says why.
  if (!found || found.state !== "open") redirect(`/invitations/${encodeURIComponent(token)}`);
  const secure = new URL(publicOrigin(await headers(), "http://localhost")).protocol === "https:";
  (await cookies()).set(INVITATION_SIGN_IN_COOKIE, token, invitationSignInCookieOptions(secure));
  await signIn("oidc", { redirectTo: "/" });
}
