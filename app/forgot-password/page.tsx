import type { Metadata } from "next";
import Link from "next/link";
import { AuthCardPage } from "@/components/auth/auth-card-page";
import { ForgotPasswordForm } from "./forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

// Public: whoever cannot sign in asks here for a link by mail.
export default function ForgotPasswordPage() {
  return (
    <AuthCardPage title="Forgot your password?" lead="We will mail you a link to choose a new one.">
      <ForgotPasswordForm />
      <p className="mt-4 border-t border-zinc-200 pt-4 text-center text-sm dark:border-zinc-800">
        <Link href="/sign-in" className="font-medium text-brand-700 underline dark:text-brand-100">
          Back to sign-in
        </Link>
      </p>
    </AuthCardPage>
  );
}
