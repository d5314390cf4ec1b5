"use client";

import { Check, Copy } from "@/components/icons/icons";
import { useEffect, useState } from "react";
import { Button } from "./button";

type CopyState = "idle" | "copied" | "failed";

/** Copies `value` to the clipboard and says so, visibly and to screen readers, for two seconds. */
export function CopyButton({ value, label = "Copy" }: { value: string; label?: string }) {
  const [state, setState] = useState<CopyState>("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2_000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the field stays selectable.
      setState("failed");
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" onClick={copy}>
        {state === "copied" ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
        {state === "copied" ? "Copied" : label}
      </Button>
      <span role="status" className="sr-only">
        {state === "copied" ? "Copied to the clipboard." : state === "failed" ? "Could not copy: select the text and copy it." : ""}
      </span>
    </>
  );
}
