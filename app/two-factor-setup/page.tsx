import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RenderedAccountProvider } from "@/components/shell/rendered-account";
import { signOutAction } from "@/components/shell/actions";
import { SudoProvider } from "@/components/sudo/sudo-provider";
import { Button } from "@/components/ui/button";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { listSecondFactors } from "@/lib/domains/two-factor/list-second-factors";
import { AuthenticatorAppSection } from "../(dashboard)/security/authenticator-app-section";
import { PasskeysSection } from "../(dashboard)/security/passkeys-section";

export const metadata: Metadata = { title: "Set up two-factor sign-in" };

// Where the account's two-factor policy sends a member who has no second factor yet: outside the
// customer area's layout (which sends them here), with only what sets a factor up, and sign-out.
export default async function TwoFactorSetupPage() {
  const admin = await requireAdmin();
  if (!admin.secondFactorMissing) redirect("/");
  const factors = await listSecondFactors({ userId: admin.user.id });
  return (
    <main className="min-h-screen bg-zinc-50 px-4 py-10 dark:bg-zinc-950">
      <div className="mx-auto max-w-2xl space-y-6">
        <div className="space-y-1">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-100">Integrations</p>
          <h1 className="text-2xl font-semibold">Set up two-factor sign-in</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {admin.account.name} requires every member to sign in with a second factor. Add a passkey or an authenticator app to continue.
          </p>
        </div>
        <RenderedAccountProvider account={{ id: admin.account.id, name: admin.account.name }}>
          {/* Adding a factor asks for a proof of identity when the sign-in is over ten minutes old. */}
          <SudoProvider accountId={admin.account.id}>
            <div className="space-y-6">
              <PasskeysSection passkeys={[]} />
              <AuthenticatorAppSection active={factors.totp} />
            </div>
          </SudoProvider>
        </RenderedAccountProvider>
        <form action={signOutAction}>
          <Button type="submit" variant="ghost">
            Sign out
          </Button>
        </form>
      </div>
    </main>
  );
}
