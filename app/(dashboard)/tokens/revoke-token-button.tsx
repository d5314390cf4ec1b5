"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { RevokeTokenDialog } from "./revoke-token-dialog";
import type { TokenRow } from "./token-row";

/** Opens the revoke confirmation; a revoked token has nothing left to do. */
export function RevokeTokenButton({ token }: { token: TokenRow }) {
  const [confirming, setConfirming] = useState(false);
  if (token.revokedAt) return null;
  return (
    <>
      <Button variant="secondary" className="h-8 px-2.5 text-red-700 dark:text-red-400" onClick={() => setConfirming(true)}>
        Revoke<span className="sr-only"> {token.name}</span>
      </Button>
      <RevokeTokenDialog token={token} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
