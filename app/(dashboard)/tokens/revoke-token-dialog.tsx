"use client";

import { useState, useTransition } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeAccessTokenAction } from "./actions";
import type { TokenRow } from "./token-row";
import { useOwnAction } from "@/components/providers/use-own-action";

/** Revoking is immediate and final, so it is confirmed first; Cancel has the focus. */
export function RevokeTokenDialog({ token, open, onClose }: { token: TokenRow; open: boolean; onClose: () => void }) {
  const callRevokeAccessToken = useOwnAction(revokeAccessTokenAction);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function close() {
    setError(null);
    onClose();
  }

  function revoke() {
    startTransition(async () => {
      const result = await callRevokeAccessToken({ id: token.id });
      if (result.ok) close();
      else setError(result.error);
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={revoke}
      title={`Revoke ${token.name}?`}
      description="Integrations using it stop working immediately. This cannot be undone."
      confirmLabel="Revoke token"
      pendingLabel="Revoking…"
      pending={pending}
      error={error}
    />
  );
}
