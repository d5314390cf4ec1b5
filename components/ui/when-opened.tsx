"use client";

import { Suspense, useState, type ReactNode } from "react";

/**
 * Renders its children from the first time `open` is true, and keeps them mounted after (so a
 * dialog's close, and the focus it hands back, run as usual). Children that are React.lazy
 * components are then fetched on first open rather than with the page: the dialogs' code is
 * not needed at first paint (issue 26). Until the chunk arrives nothing shows; it is a few KB.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
