"use client";

import { lazy } from "react";
import type { DialogProps } from "./dialog-panel";
import { WhenOpened } from "./when-opened";

export type { DialogProps } from "./dialog-panel";

// Loaded on first open: no page needs a dialog at first paint (issue 26).
const DialogPanel = lazy(() => import("./dialog-panel").then((module) => ({ default: module.DialogPanel })));

/** A modal dialog (see dialog-panel.tsx); its code is fetched the first time it opens. */
export function Dialog(props: DialogProps) {
  return (
    <WhenOpened open={props.open}>
      <DialogPanel {...props} />
    </WhenOpened>
  );
}
