"use client";

import { useEffect, useId, useRef } from "react";
import { CopyButton } from "@/components/ui/copy-button";

/** A read-only secret on one line with its Copy button; takes focus when shown, selects on focus. */
export function SecretField({ label, value }: { label: string; value: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The dialog may already have been open (a confirm step before): focus the secret once it is shown.
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        {label}
      </label>
      <div className="flex gap-2">
        {/* 13px, not text-sm: at 14px Chromium on Linux draws no underscores of DejaVu Sans Mono in an input (mis_at_… read as "mis at …"). */}
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          data-autofocus
          onFocus={(event) => event.currentTarget.select()}
          spellCheck={false}
          className="block h-10 min-w-0 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 font-mono text-[13px] text-zinc-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
        />
        <CopyButton value={value} />
      </div>
    </div>
  );
}
