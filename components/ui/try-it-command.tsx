"use client";

import { CopyButton } from "./copy-button";

/** A first command with a secret just shown, ready to paste into a terminal. */
export function TryItCommand({ command }: { command: string }) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Try it</p>
      <div className="flex items-start gap-2">
        <pre className="min-w-0 flex-1 whitespace-pre-wrap break-all rounded-md bg-zinc-100 p-3 font-mono text-xs dark:bg-zinc-950" data-testid="curl-line">
          {command}
        </pre>
        <CopyButton value={command} label="Copy command" />
      </div>
    </div>
  );
}

/** This server's origin for such a command; empty while rendering on the server. */
export function browserOrigin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}
