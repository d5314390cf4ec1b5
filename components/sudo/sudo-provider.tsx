"use client";

import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { SudoContext } from "./sudo-context";
import { SudoDialog } from "./sudo-dialog";

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
      <SudoDialog open={open} accountId={accountId} onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
    </SudoContext.Provider>
  );
}
