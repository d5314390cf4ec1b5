// Carries an invitation's token through the round trip to the OIDC provider: the invitation page
// sets it before sending the browser there, and the sign-in callback, back from the provider,
// accepts the invitation with the identity the provider vouched for, then deletes it. httpOnly,
// and SameSite=Lax so it rides along on the provider's top-level redirect back; ten minutes are
// enough to sign in at the provider.
export const INVITATION_SIGN_IN_COOKIE = "invitation-sign-in";

export const invitationSignInCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure,
  path: "/",
  maxAge: 10 * 60,
});
