"use client";

import { X } from "@/components/icons/icons";
import { useEffect, useId, useRef, type ReactNode } from "react";

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and by the caller's own buttons. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** `lg` for content that needs the width, such as a long secret on one line; `drawer` for a full-height panel at the right edge. */
  size?: "md" | "lg" | "drawer";
  /** Where focus goes on close, when not back to the opener (e.g. it was disabled while submitting). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

const placements = {
  md: "m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl",
  lg: "m-auto w-[calc(100%-2rem)] max-w-2xl rounded-xl",
  drawer: "my-0 ml-auto mr-0 h-dvh max-h-dvh w-full max-w-xl overflow-y-auto rounded-none",
};

/**
 * The modal itself (see dialog.tsx, which loads it on first open): built on the native <dialog> and showModal(): the browser makes the rest of the page
 * inert (focus stays inside), shows the backdrop and turns Escape into a `cancel` event, which
 * we hand to `onClose` so React state stays the single source of truth. Focus goes back to the
 * element that opened it. The content is only mounted while open, so a secret shown in it
 * does not linger in the DOM afterwards. Without a `data-autofocus` element inside, the browser
 * focuses the first focusable one.
 */
export function DialogPanel({ open, onClose, title, description, children, footer, size = "md", returnFocusTo }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus fires before the dialog is shown; mark the first field with data-autofocus instead.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      // The opener may be gone (e.g. the Revoke button of a row just revoked): then focus stays on <body>.
      const target = returnFocusTo?.() ?? opener.current;
      if (target?.isConnected) target.focus();
    }
  }, [open, returnFocusTo]);

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`${placements[size]} border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100 text-left`}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              aria-label="Close"
              onClick={onClose}
              className="-m-1 rounded p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-white"
            >
              <X className="h-4 w-4" aria-hidden />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
              {description}
            </div>
          ) : null}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
