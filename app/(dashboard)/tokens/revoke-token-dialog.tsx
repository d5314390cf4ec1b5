"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmation } from "@/components/ui/use-confirmation";
import { revokeAccessTokenAction } from "./actions";
import type { TokenRow } from "./token-row";
import { useOwnAction } from "@/components/providers/use-own-action";

/** Revoking is immediate and final, so it is confirmed first; Cancel has the focus. */
export function RevokeTokenDialog({ token, open, onClose }: { token: TokenRow; open: boolean; onClose: () => void }) {
  const callRevokeAccessToken = useOwnAction(revokeAccessTokenAction);
  // Opened by the row's button (which loads this dialog on first use): only the action's state is kept here.
  const confirmation = useConfirmation();

  function close() {
    confirmation.close();
    onClose();
  }

  return (
    <ConfirmDialog
      {...confirmation.dialog}
      open={open}
      onClose={close}
      onConfirm={() => confirmation.run(() => callRevokeAccessToken({ id: token.id }), close)}
      title={`Revoke ${token.name}?`}
      description="Integrations using it stop working immediately. This cannot be undone."
      confirmLabel="Revoke token"
      pendingLabel="Revoking…"
    />
  );
}
