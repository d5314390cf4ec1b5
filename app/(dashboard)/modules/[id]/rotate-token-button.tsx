"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useRecordRotation } from "./last-rotation";
import { RotateTokenDialog } from "./rotate-token-dialog";

/** A fresh Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return `rotate-${crypto.randomUUID()}`;
  return `rotate-${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** "Rotate token" on the module page; the note that follows is LastRotationNote's, in the page body. */
export function RotateTokenButton({ moduleId, moduleName }: { moduleId: string; moduleName: string }) {
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const recordRotation = useRecordRotation();

  return (
    <>
      <Button variant="secondary" onClick={() => setIdempotencyKey(newIdempotencyKey())}>
        <KeyRound className="h-4 w-4" aria-hidden />
        Rotate token
      </Button>
      <RotateTokenDialog
        moduleId={moduleId}
        moduleName={moduleName}
        open={idempotencyKey !== null}
        idempotencyKey={idempotencyKey ?? ""}
        onRotated={({ token_hint, previous_token_expires_at }) => recordRotation({ token_hint, previous_token_expires_at })}
        onClose={() => setIdempotencyKey(null)}
      />
    </>
  );
}
