"use client";

import { KeyRound } from "@/components/icons/icons";
import { lazy, useState } from "react";
import { Button } from "@/components/ui/button";
import { WhenOpened } from "@/components/ui/when-opened";
import { useRecordRotation } from "./last-rotation";

// The confirmation and the shown-once token: fetched on first open, not with the page (issue 26).
const RotateTokenDialog = lazy(() => import("./rotate-token-dialog").then((module) => ({ default: module.RotateTokenDialog })));

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
      <WhenOpened open={idempotencyKey !== null}>
        <RotateTokenDialog
          moduleId={moduleId}
          moduleName={moduleName}
          open={idempotencyKey !== null}
          idempotencyKey={idempotencyKey ?? ""}
          onRotated={({ token_hint, previous_token_expires_at }) => recordRotation({ token_hint, previous_token_expires_at })}
          onClose={() => setIdempotencyKey(null)}
        />
      </WhenOpened>
    </>
  );
}
