import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { env, oidcConfigured } from "@/lib/platform/env";
import { findInvitationByToken, closedInvitationMessages } from "@/lib/domains/invitations/find-invitation";
import { isOidcRefusalReason, oidcRefusalMessages } from "@/lib/platform/schemas/oidc-refusals";
import { roleDescriptions, roleWithArticle } from "@/lib/platform/schemas/roles";
import { AcceptInvitationForm } from "./accept-invitation-form";
import { acceptInvitationWithOidcAction } from "./actions";

export const metadata: Metadata = { title: "Invitation", referrer: "no-referrer" };

// Public: the invitee has no session. The token in the path is the credential, checked here
// for display and again, under a lock, when the form is sent.
export default async function InvitationPage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<{ error?: string | string[] }> }) {
  const { token } = await params;
  const { error } = await searchParams;
  const refusal = isOidcRefusalReason(error) ? oidcRefusalMessages[error] : null;
  const found = await findInvitationByToken(token);
  const closed = !found ? "This invitation link is not valid. Check that you opened the whole link from the mail." : found.state !== "open" ? closedInvitationMessages[found.state] : null;
  return (
    <main className="flex min-h-screen items-center justify-center bg-zinc-50 px-4 py-10 dark:bg-zinc-950">
      <div className="w-full max-w-sm space-y-6">
        <div className="space-y-1 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-100">Integrations</p>
          <h1 className="text-2xl font-semibold">{found && !closed ? `Join ${found.accountName}` : "Invitation"}</h1>
          {found && !closed ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              You are invited as {roleWithArticle(found.invitation.role)}: {roleDescriptions[found.invitation.role].toLowerCase()}
            </p>
          ) : null}
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          {closed || !found ? (
            <div className="space-y-4 text-sm">
              <p role="alert">{closed}</p>
              <Link href="/sign-in" className="font-medium text-brand-700 underline dark:text-brand-100">
                Go to sign-in
              </Link>
            </div>
          ) : (
            <>
              {refusal ? (
                <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
                  {refusal}
                </p>
              ) : null}
              <AcceptInvitationForm token={token} email={found.invitation.email} existingUser={found.existingUser} />
              {oidcConfigured ? (
                <form action={acceptInvitationWithOidcAction} className="mt-4 border-t border-zinc-200 pt-4 dark:border-zinc-800">
                  <input type="hidden" name="token" value={token} />
                  <Button type="submit" variant="secondary" className="w-full">
                    Accept with {env.AUTH_OIDC_NAME}
                  </Button>
                </form>
              ) : null}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
