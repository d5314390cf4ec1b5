"use client";

import { KeyRound, ShieldAlert } from "@/components/icons/icons";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { Notice } from "@/components/ui/notice";
import { issueExplorerCredential } from "./actions";
import type { ExplorerCredential } from "./explorer-credential";
import { useAccountAction } from "@/components/shell/rendered-account";
import { formatTime } from "@/lib/platform/format/date-time";
import type { AccessScope } from "@/lib/platform/schemas/vocabulary";

// The same 24-hour UTC as every other time in the customer area, not the browser's locale.
const timeOf = (iso: string) => formatTime(iso);

/** Says whose credential "Try it" uses, with which scope and until when; renews it and raises it to write on request. */
export function CredentialBar({
  credential,
  canWrite,
  onCredential,
}: {
  credential: ExplorerCredential;
  /** Whether the member's role may raise the credential to write. */
  canWrite: boolean;
  onCredential: (next: ExplorerCredential) => void;
}) {
  const callIssueExplorerCredential = useAccountAction(issueExplorerCredential);
  // The dialog's state, its refusal (sudo mode cancelled, say) shown in the dialog; the bar's own
  // buttons' refusals show in the bar.
  const raise = useConfirmation();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const expired = new Date(credential.expiresAt).getTime() <= now;
  const writable = credential.scopes.includes("write");

  function applied(next: ExplorerCredential) {
    onCredential(next);
    setNow(Date.now());
  }

  function issue(access: AccessScope) {
    setError(null);
    startTransition(async () => {
      const result = await callIssueExplorerCredential({ access });
      if (result.ok) applied(result.data);
      else setError(result.error);
    });
  }

  return (
    <section aria-label="Explorer access" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <p className="flex items-center gap-2" data-testid="explorer-credential">
        <KeyRound className="h-4 w-4 text-brand-600" aria-hidden />
        {expired ? (
          <span>Your explorer access expired at {timeOf(credential.expiresAt)}.</span>
        ) : (
          <span>
            Authorised as <strong>{credential.email}</strong> with <strong>{writable ? "read and write" : "read"}</strong> scope until{" "}
            <time dateTime={credential.expiresAt}>{timeOf(credential.expiresAt)}</time>
          </span>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {expired ? (
          <Button variant="secondary" disabled={pending} onClick={() => issue(writable ? "write" : "read")}>
            Renew access
          </Button>
        ) : null}
        {writable ? (
          <Button variant="secondary" disabled={pending} onClick={() => issue("read")}>
            Back to read only
          </Button>
        ) : canWrite ? (
          <Button variant="secondary" disabled={pending} onClick={() => raise.ask(true)}>
            <ShieldAlert className="h-4 w-4" aria-hidden />
            Allow write operations
          </Button>
        ) : null}
      </div>
      {error ? (
        <Notice tone="danger" role="alert" className="w-full">
          {error}
        </Notice>
      ) : null}
      <ConfirmDialog
        {...raise.dialog}
        onConfirm={() =>
          raise.run(
            () => callIssueExplorerCredential({ access: "write" }),
            (next) => {
              applied(next);
              raise.close();
            },
          )
        }
        title="Allow write operations?"
        description="For the next 15 minutes, “Send” in the explorer can change your account for real."
        confirmLabel="Allow write operations"
        pendingLabel="Allow write operations"
      >
        <Notice tone="warning">
          POST and DELETE requests rotate module tokens (the old token stops working after its grace period), register and delete
          webhooks, and resend deliveries. They are recorded in the audit journal under your name.
        </Notice>
      </ConfirmDialog>
    </section>
  );
}
