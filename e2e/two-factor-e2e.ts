// The account e2e/second-factors.spec.ts turns "require two-factor" on in: its own, so no other
// spec's people are sent to set up a factor. scripts/prepare-test-server.ts makes it, with an
// owner whose authenticator app has this (test-only) secret; the spec makes codes from it.
export const TWO_FACTOR_ACCOUNT = { slug: "two-factor-e2e", name: "Two-Factor Test Co" } as const;

export const TWO_FACTOR_OWNER = {
  email: "owner@two-factor-e2e.test",
  password: "two-factor owner password",
  totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
} as const;
