"use client";

import { KeyRound, ShieldAlert } from "@/components/icons/icons";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
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
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const expired = new Date(credential.expiresAt).getTime() <= now;
  const writable = credential.scopes.includes("write");

  function issue(access: AccessScope) {
    setError(null);
    startTransition(async () => {
      const result = await callIssueExplorerCredential({ access });
      if (result.ok) {
        onCredential(result.data);
        setNow(Date.now());
        setConfirming(false);
      } else setError(result.error);
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
          <Button variant="secondary" disabled={pending} onClick={() => setConfirming(true)}>
            <ShieldAlert className="h-4 w-4" aria-hidden />
            Allow write operations
          </Button>
        ) : null}
      </div>
      {error && !confirming ? (
        <Notice tone="danger" role="alert" className="w-full">
          {error}
        </Notice>
      ) : null}
      {/* The dialog's own refusal (sudo mode cancelled, say) shows in the dialog: the bar is behind it. */}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
        onConfirm={() => issue("write")}
        pending={pending}
        error={confirming ? error : null}
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
