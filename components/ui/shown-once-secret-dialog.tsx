"use client";

import { lazy } from "react";
import type { ShownOnceSecret } from "./shown-once-secret";
import { WhenOpened } from "./when-opened";

// Loaded on first open, with the copy button and the dialog: pages that can show a secret do
// so after an action, never at first paint (issue 26).
const ShownOnceSecretPanel = lazy(() => import("./shown-once-secret-panel").then((module) => ({ default: module.ShownOnceSecretPanel })));

/**
 * The one dialog that shows a secret once: new access tokens, rotated module tokens and
 * webhook signing secrets. After it closes only a hint remains anywhere; the dialog's content
 * is unmounted with it.
 */
/** How a page closes a shown-once dialog, and where focus goes back to then. */
export interface ShownOnceDialogControls {
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}

export function ShownOnceSecretDialog(props: { shown: ShownOnceSecret | null } & ShownOnceDialogControls) {
  return (
    <WhenOpened open={props.shown !== null}>
      <ShownOnceSecretPanel {...props} />
    </WhenOpened>
  );
}
