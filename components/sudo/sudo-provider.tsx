"use client";

import { lazy, useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { WhenOpened } from "@/components/ui/when-opened";
import { SudoContext } from "./sudo-context";

// Fetched the first time a change asks for a proof, not with every page (issue 26's budget).
const SudoDialog = lazy(() => import("./sudo-dialog").then((module) => ({ default: module.SudoDialog })));

/**
 * Sudo mode's one client piece, for every page: when a sensitive action is refused with
 * `reauthenticate`, useAccountAction asks this for the password (one dialog, above the page)
 * and retries the original call once it is accepted. The forms themselves know nothing of it.
 */
export function SudoProvider({ accountId, children }: { accountId: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const finish = useCallback((confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  }, []);

  const confirmIdentity = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        // A second refusal while the dialog is open waits on the same answer.
        const previous = settle.current;
        settle.current = (confirmed) => {
          previous?.(confirmed);
          resolve(confirmed);
        };
        setOpen(true);
      }),
    [],
  );

  const value = useMemo(() => ({ confirmIdentity }), [confirmIdentity]);
  return (
    <SudoContext.Provider value={value}>
      {children}
      <WhenOpened open={open}>
        <SudoDialog open={open} accountId={accountId} onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
      </WhenOpened>
    </SudoContext.Provider>
  );
}
