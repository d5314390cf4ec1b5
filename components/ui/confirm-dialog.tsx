"use client";

import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  /** The confirming button's label, and its label while the action runs. */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  variant?: "danger" | "primary";
  /** What the person chooses before confirming (a grace period), above the refusal. */
  children?: ReactNode;
}

/** Confirms an action that cannot be undone; Cancel has the focus, so Enter does no harm. State: useConfirmation. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // No body at all when there is neither a choice nor a refusal: the dialog keeps no empty space for them.
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose} data-autofocus>
            Cancel
          </Button>
          <Button variant={props.variant ?? "danger"} onClick={props.onConfirm} disabled={props.pending}>
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.children || props.error ? (
        <>
          {props.children}
          {props.error ? (
            <p role="alert" className={`text-sm text-red-700 dark:text-red-400${props.children ? " mt-3" : ""}`}>
              {props.error}
            </p>
          ) : null}
        </>
      ) : null}
    </Dialog>
  );
}
