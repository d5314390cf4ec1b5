"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { Notice } from "@/components/ui/notice";
import { PreviousTokenEnd } from "./previous-token-end";
import type { ModuleTokenRotation } from "./rotate-token-dialog";

// The note after a rotation is told in the page body, under the header: beside the header's
// buttons it made the action row grow and pushed the buttons about.

type LastRotation = Pick<ModuleTokenRotation, "token_hint" | "previous_token_expires_at">;

const Context = createContext<{ last: LastRotation | null; setLast: (rotation: LastRotation) => void } | null>(null);

export function LastRotationProvider({ children }: { children: ReactNode }) {
  const [last, setLast] = useState<LastRotation | null>(null);
  return <Context.Provider value={{ last, setLast }}>{children}</Context.Provider>;
}

export function useRecordRotation() {
  const context = useContext(Context);
  if (!context) throw new Error("useRecordRotation needs a LastRotationProvider");
  return context.setLast;
}

/** What remains after the dialog closes: the hint and the old token's end, never the secret. */
export function LastRotationNote() {
  const last = useContext(Context)?.last ?? null;
  // Always in the DOM, so screen readers announce what appears in it.
  return (
    <div role="status">
      {last ? (
        <Notice tone="success" className="mb-4">
          New token <code className="font-mono">{last.token_hint}</code> issued. <PreviousTokenEnd expiresAt={last.previous_token_expires_at} />
        </Notice>
      ) : null}
    </div>
  );
}
