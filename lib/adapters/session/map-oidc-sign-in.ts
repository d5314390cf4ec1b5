import { cookies, headers } from "next/headers";
import { isAppError } from "../../platform/errors/app-error";
import { OidcSignInRefused } from "../../platform/errors/oidc-sign-in-refused";
import { requestOriginFrom } from "../../platform/http/request-origin";
import { acceptInvitationWithOidc } from "../../domains/invitations/accept-invitation-with-oidc";
import type { OidcIdentity } from "../../platform/schemas/oidc-refusals";
import { INVITATION_SIGN_IN_COOKIE } from "../../domains/auth/invitation-sign-in-cookie";
import { signInWithOidc } from "../../domains/auth/sign-in-with-oidc";
import type { SignedInUser } from "../../domains/auth/sign-in-with-password";

/**
 * Auth.js' signIn callback for the OIDC provider: the user the identity is, or the page to send
 * the browser to instead (a path with the reason as a code, shown there as a sentence). With an
 * invitation under way (its cookie) the identity accepts it; otherwise it must be someone here.
 */
export async function mapOidcSignIn(identity: OidcIdentity): Promise<SignedInUser | string> {
  const origin = requestOriginFrom(await headers());
  const cookieStore = await cookies();
  const invitationToken = cookieStore.get(INVITATION_SIGN_IN_COOKIE)?.value;
  if (invitationToken) cookieStore.delete(INVITATION_SIGN_IN_COOKIE);
  const invitationPage = invitationToken && /^[A-Za-z0-9_-]{20,100}$/.test(invitationToken) ? `/invitations/${invitationToken}` : null;
  try {
    if (invitationPage) return await acceptInvitationWithOidc({ token: invitationToken!, ...identity, origin });
    return await signInWithOidc({ ...identity, origin });
  } catch (error) {
    if (error instanceof OidcSignInRefused) return `${invitationPage ?? "/sign-in"}?error=${error.reason}`;
    // A link used or withdrawn meanwhile: its page says which.
    if (isAppError(error) && invitationPage) return invitationPage;
    throw error;
  }
}
