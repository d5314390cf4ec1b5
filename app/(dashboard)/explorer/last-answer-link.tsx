"use client";

import type { ExplorerAnswer } from "./scalar-reference";

/**
 * The explorer's last answer, linked to its record on the Requests page (by its X-Request-Id).
 * Scalar draws its answer panel in a modal of its own, so the link floats above it, at the
 * bottom of the screen, for as long as the page is open; a new answer replaces it.
 */
export function LastAnswerLink({ answer }: { answer: ExplorerAnswer | null }) {
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-3 z-[2147483000] flex justify-center px-3">
      {answer ? (
        <p
          data-testid="explorer-last-answer"
          className="pointer-events-auto flex max-w-full flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <span>
            {answer.method} <span className="break-all font-mono text-xs">{answer.path}</span> answered {answer.status}
          </span>
          <a href={`/requests?request_id=${encodeURIComponent(answer.requestId)}`} target="_blank" rel="noopener" className="text-link font-medium">
            See request <span className="font-mono text-xs">{answer.requestId}</span> in the request log
          </a>
        </p>
      ) : null}
    </div>
  );
}
