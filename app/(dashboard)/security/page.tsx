import type { Metadata } from "next";
import { FormSection } from "@/components/ui/form-section";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { roleMay } from "@/lib/platform/schemas/roles";
import { listActiveSessions } from "@/lib/domains/sessions/list-active-sessions";
import { listSecondFactors } from "@/lib/domains/two-factor/list-second-factors";
import { AuthenticatorAppSection } from "./authenticator-app-section";
import { ChangePasswordForm } from "./change-password-form";
import { PasskeysSection } from "./passkeys-section";
import { RecoveryCodesSection } from "./recovery-codes-section";
import { SessionsSection } from "./sessions-section";
import { TwoFactorPolicySection } from "./two-factor-policy-section";

export const metadata: Metadata = { title: "Security" };

// About the signed-in person, whatever their role: their second factors (passkeys, authenticator
// app, recovery codes), their password and their sessions; the account's two-factor policy at the
// end, changed by owners and admins.
export default async function SecurityPage() {
  const admin = await requireAdmin();
  const [factors, sessions] = await Promise.all([
    listSecondFactors({ userId: admin.user.id }),
    listActiveSessions({ userId: admin.user.id, currentSessionId: admin.session.id }),
  ]);
  const hasFactor = factors.totp || factors.passkeys.length > 0;
  const passkeys = factors.passkeys.map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
  return (
    <>
      <PageHeader
        title="Security"
        description={`How you, ${admin.user.email}, sign in, and where you are signed in. A second factor keeps your account safe if your password leaks.`}
      />
      <div className="max-w-3xl space-y-6">
        <PasskeysSection passkeys={passkeys} />
        {/* The sections' frames and words are drawn here, on the server; only their controls are client code (issue 26). */}
        <FormSection headingId="totp-heading" title="Authenticator app">
          <p className="mb-4 text-sm text-zinc-600 dark:text-zinc-400">
            After your password, enter the 6-digit code from an app such as 1Password, Google Authenticator or Microsoft Authenticator.
          </p>
          <AuthenticatorAppSection active={factors.totp} />
        </FormSection>
        {hasFactor ? (
          <FormSection headingId="recovery-heading" title="Recovery codes">
            <RecoveryCodesSection left={factors.recoveryCodesLeft} />
          </FormSection>
        ) : null}
        <FormSection headingId="password-heading" title="Change password">
          <ChangePasswordForm />
        </FormSection>
        <SessionsSection
          sessions={sessions.map((session) => ({ ...session, createdAt: session.createdAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString() }))}
        />
        <TwoFactorPolicySection accountName={admin.account.name} required={admin.account.requireTwoFactor} canChange={roleMay(admin.account.role, "manage_members")} />
      </div>
    </>
  );
}
