"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PreviousTokenEnd } from "./previous-token-end";
import { RotateTokenDialog, type ModuleTokenRotation } from "./rotate-token-dialog";

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return `rotate-${crypto.randomUUID()}`;
  return `rotate-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** "Rotate token" on the module page; afterwards, says when the old token stops working. */
export function RotateTokenButton({ moduleId, moduleName }: { moduleId: string; moduleName: string }) {
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  // What remains after the dialog closes: the hint and the old token's end, never the secret.
  const [last, setLast] = useState<Pick<ModuleTokenRotation, "token_hint" | "previous_token_expires_at"> | null>(null);

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => setIdempotencyKey(newIdempotencyKey())}>
        <KeyRound className="h-4 w-4" aria-hidden />
        Rotate token
      </Button>
      {/* Always in the DOM, so screen readers announce what appears in it. */}
      <div role="status" className="max-w-xs text-xs text-zinc-600 dark:text-zinc-400">
        {last ? (
          <p>
            New token <code className="font-mono">{last.token_hint}</code> issued. <PreviousTokenEnd expiresAt={last.previous_token_expires_at} />
          </p>
        ) : null}
      </div>
      <RotateTokenDialog
        moduleId={moduleId}
        moduleName={moduleName}
        open={idempotencyKey !== null}
        idempotencyKey={idempotencyKey ?? ""}
        onRotated={({ token_hint, previous_token_expires_at }) => setLast({ token_hint, previous_token_expires_at })}
        onClose={() => setIdempotencyKey(null)}
      />
    </div>
  );
}
