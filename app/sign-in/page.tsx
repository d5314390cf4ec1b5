import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Button } from "@/components/ui/button";
import { findSignedInAdmin } from "@/lib/adapters/session/require-admin";
import { env, oidcConfigured } from "@/lib/platform/env";
import { safeCallbackPath } from "@/lib/platform/http/safe-callback-path";
import { signInWithOidcAction } from "./actions";
import { SignInForm } from "./sign-in-form";
import { signInRefusal } from "./sign-in-refusal";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await findSignedInAdmin()) redirect(callbackUrl);
  const refusal = signInRefusal(params.error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-zinc-50 px-4 dark:bg-zinc-950">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-1 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-100">Integrations</p>
          <h1 className="text-2xl font-semibold">Sign in</h1>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Manage your account&apos;s modules, tokens and webhooks.</p>
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          {refusal ? (
            <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
              {refusal}
            </p>
          ) : null}
          <SignInForm callbackUrl={callbackUrl} />
          {oidcConfigured ? (
            <form action={signInWithOidcAction} className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <Button type="submit" variant="secondary" className="w-full">
                Continue with {env.AUTH_OIDC_NAME}
              </Button>
            </form>
          ) : null}
        </div>
      </div>
    </main>
  );
}
