"use client";

import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { WhenOpened } from "@/components/ui/when-opened";
import type { TokenRow } from "./token-row";

// Fetched on first open, not with the page: no dialog is needed at first paint (issue 26).
const RevokeTokenDialog = lazy(() => import("./revoke-token-dialog").then((module) => ({ default: module.RevokeTokenDialog })));

/** Opens the revoke confirmation; a revoked token has nothing left to do. */
export function RevokeTokenButton({ token }: { token: TokenRow }) {
  const [confirming, setConfirming] = useState(false);
  if (token.revokedAt) return null;
  return (
    <>
      <Button variant="secondary" className="h-8 px-2.5 text-red-700 dark:text-red-400" onClick={() => setConfirming(true)}>
        Revoke<span className="sr-only"> {token.name}</span>
      </Button>
      <WhenOpened open={confirming}>
        <RevokeTokenDialog token={token} open={confirming} onClose={() => setConfirming(false)} />
      </WhenOpened>
    </>
  );
}
