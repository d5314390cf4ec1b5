"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { revokeAccessTokenAction } from "./actions";
import type { TokenRow } from "./token-row";

/** Revoking is immediate and final, so it is confirmed first; Cancel has the focus. */
export function RevokeTokenDialog({ token, open, onClose }: { token: TokenRow; open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function close() {
    setError(null);
    onClose();
  }

  function revoke() {
    startTransition(async () => {
      const result = await revokeAccessTokenAction({ id: token.id });
      if (result.ok) close();
      else setError(result.error);
    });
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={`Revoke ${token.name}?`}
      description="Integrations using it stop working immediately. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button variant="danger" onClick={revoke} disabled={pending}>
            {pending ? "Revoking…" : "Revoke token"}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
