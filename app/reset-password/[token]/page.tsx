import type { Metadata } from "next";
import Link from "next/link";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { findPasswordReset, passwordResetClosedMessages } from "@/lib/domains/password-reset/find-password-reset";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password", referrer: "no-referrer" };

// Public: the token in the path is the credential, checked here for display and again, under a
// lock, when the form is sent.
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await findPasswordReset(token);
  const closed = state === null ? "This reset link is not valid. Check that you opened the whole link from the mail, or ask for a new one." : state !== "open" ? passwordResetClosedMessages[state] : null;
  return (
    <AuthCardPage title="Choose a new password" lead={closed ? undefined : "Setting it signs you out everywhere else."}>
      {closed ? (
        <div className="space-y-4 text-sm">
          <p role="alert">{closed}</p>
          <Link href="/forgot-password" className="font-medium text-brand-700 underline dark:text-brand-100">
            Ask for a new link
          </Link>
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCardPage>
  );
}
