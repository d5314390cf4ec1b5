// How a session began, as the journal's `user.signed_in` entry (metadata `method`) and the
// session record store it.
export const signInMethods = ["password", "password+totp", "password+passkey", "password+recovery_code", "passkey", "oidc"] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const signInMethodLabels: Record<SignInMethod, string> = {
  password: "Signed in with a password",
  "password+totp": "Signed in with a password and an authenticator code",
  "password+passkey": "Signed in with a password and a passkey",
  "password+recovery_code": "Signed in with a password and a recovery code",
  passkey: "Signed in with a passkey",
  oidc: "Signed in with single sign-on",
};
