import type { Metadata } from "next";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/auth/require-admin";
import { roleMay } from "@/lib/schemas/roles";
import { listSecondFactors } from "@/lib/two-factor/list-second-factors";
import { AuthenticatorAppSection } from "./authenticator-app-section";
import { PasskeysSection } from "./passkeys-section";
import { RecoveryCodesSection } from "./recovery-codes-section";
import { TwoFactorPolicySection } from "./two-factor-policy-section";

export const metadata: Metadata = { title: "Security" };

// About the signed-in person (their passkeys, authenticator app, recovery codes), for every role;
// the account's two-factor policy at the end, changed by owners and admins.
export default async function SecurityPage() {
  const admin = await requireAdmin();
  const factors = await listSecondFactors({ userId: admin.user.id });
  const hasFactor = factors.totp || factors.passkeys.length > 0;
  const passkeys = factors.passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
  return (
    <>
      <PageHeader title="Security" description={`How you, ${admin.user.email}, sign in. A second factor keeps your account safe if your password leaks.`} />
      <div className="max-w-3xl space-y-6">
        <PasskeysSection passkeys={passkeys} />
        <AuthenticatorAppSection active={factors.totp} />
        {hasFactor ? <RecoveryCodesSection left={factors.recoveryCodesLeft} /> : null}
        <TwoFactorPolicySection accountName={admin.account.name} required={admin.account.requireTwoFactor} canChange={roleMay(admin.account.role, "manage_members")} />
      </div>
    </>
  );
}
