// Why a sign-in through the OIDC provider was refused. The reason travels to the sign-in (or
// invitation) page in its address as a code, and is shown there as a fixed sentence: nothing
// the provider or the address bar says is echoed.

const oidcRefusalReasons = ["oidc_unknown", "oidc_unverified", "oidc_other_identity", "oidc_invitation_mismatch"] as const;
export type OidcRefusalReason = (typeof oidcRefusalReasons)[number];

export const oidcRefusalMessages: Record<OidcRefusalReason, string> = {
  oidc_unknown: "No one with access here signs in with that single sign-on identity. Ask an owner or admin of your account to invite you.",
  oidc_unverified: "Your single sign-on provider has not verified your e-mail address, so it cannot be matched to anyone here. Verify it there, or sign in with your password.",
  oidc_other_identity: "Your e-mail address is already linked to another single sign-on identity. Sign in with that one, or with your password.",
  oidc_invitation_mismatch: "This invitation is for another e-mail address than the one your single sign-on provider verified. Sign in as the invited person, or set a password instead.",
};

export const isOidcRefusalReason = (value: unknown): value is OidcRefusalReason =>
  typeof value === "string" && (oidcRefusalReasons as readonly string[]).includes(value);

/** What the provider says about the person signing in, as the services need it. */
export interface OidcIdentity {
  /** The provider's `sub`: stable for the person, unlike their e-mail. */
  subject: string;
  email: string | null | undefined;
  /** The provider's `email_verified`: only a verified address may be matched to a user. */
  emailVerified: boolean;
  name?: string | null;
}
