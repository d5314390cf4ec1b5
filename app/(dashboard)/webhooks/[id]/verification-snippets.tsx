"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import type { Snippet } from "./snippet-sources";

/**
 * Tabs (WAI-ARIA pattern: arrow keys, Home and End move between tabs) holding a receiver that
 * verifies deliveries in TypeScript, Python and PHP. The sources come from the server component
 * as props: text in the page's payload rather than in its JavaScript (issue 26).
 */
export function VerificationSnippets({ snippets }: { snippets: Snippet[] }) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const snippet = snippets[active]!;

  function onKeyDown(event: KeyboardEvent) {
    const last = snippets.length - 1;
    const next =
      event.key === "ArrowRight" ? (active === last ? 0 : active + 1)
      : event.key === "ArrowLeft" ? (active === 0 ? last : active - 1)
      : event.key === "Home" ? 0
      : event.key === "End" ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  return (
    <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div role="tablist" aria-label="Language" onKeyDown={onKeyDown} className="flex border-b border-zinc-200 dark:border-zinc-800">
        {snippets.map((entry, index) => (
          <button
            key={entry.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${entry.id}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-medium ${
              index === active
                ? "border-brand-600 text-zinc-900 dark:text-white"
                : "border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
            }`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${snippet.id}`} className="space-y-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <code className="rounded bg-zinc-100 px-2 py-1 font-mono text-xs dark:bg-zinc-800">{snippet.install}</code>
          <CopyButton value={snippet.code} label={`Copy ${snippet.label} code`} />
        </div>
        <pre tabIndex={0} aria-label={`${snippet.label} receiver`} className="max-h-96 overflow-auto rounded-md bg-zinc-950 p-4 font-mono text-xs leading-relaxed text-zinc-100">
          <code>{snippet.code}</code>
        </pre>
      </div>
    </div>
  );
}
