"use client";

import { useCallback, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/adapters/actions/admin-action";

/**
 * The state behind a ConfirmDialog whose button runs an action: what is being confirmed (a
 * row's "rotate", "disable" or "delete", or just `true`), the action in flight, and its refusal.
 * `dialog` spreads into <ConfirmDialog>. Closing forgets the refusal, so the next opening
 * starts clean; a refusal keeps the dialog open so the person can read it and retry or cancel.
 */
export function useConfirmation<Subject = true>() {
  const [asking, setAsking] = useState<Subject | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const close = useCallback(() => {
    setError(null);
    setAsking(null);
  }, []);

  /** Runs `call`; on success hands its data to `onDone` (which closes, navigates or shows a secret). */
  const run = useCallback(<T>(call: () => Promise<ActionResult<T>>, onDone: (data: T) => void) => {
    setError(null);
    startTransition(async () => {
      const result = await call();
      if (!result.ok) return setError(result.error);
      onDone(result.data);
    });
  }, []);

  return { asking, ask: setAsking, close, run, pending, error, dialog: { open: asking !== null, onClose: close, pending, error } };
}
