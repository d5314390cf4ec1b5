import type { components } from "@/clients/typescript/src";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { HttpStatus } from "./delivery-status-badge";

type Attempt = components["schemas"]["WebhookDeliveryAttempt"];

const codeBlock = "max-h-40 overflow-auto whitespace-pre-wrap break-all rounded-md bg-zinc-100 p-3 font-mono text-xs dark:bg-zinc-950";

/** Every HTTP attempt of a delivery, newest first: status, latency, headers sent, response excerpt. */
export function AttemptList({ attempts }: { attempts: Attempt[] }) {
  return (
    <section aria-labelledby="attempts-heading" className="space-y-2">
      <h3 id="attempts-heading" className="text-sm font-semibold">
        Attempts
      </h3>
      {attempts.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">No attempt yet: it is queued and will be sent within a few seconds.</p>
      ) : (
        <ol className="space-y-3">
          {[...attempts].reverse().map((attempt, index) => (
            <li key={attempt.attempted_at + index} className="rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium">Attempt {attempts.length - index}</span>
                <HttpStatus status={attempt.response_status} error={attempt.error} />
                <span className="tabular-nums text-zinc-700 dark:text-zinc-300">{attempt.latency_ms} ms</span>
                <span className="text-zinc-600 dark:text-zinc-400">{formatDateTime(attempt.attempted_at)}</span>
              </p>
              {attempt.error ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{attempt.error}</p> : null}
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-zinc-700 dark:text-zinc-300">Request headers</summary>
                <pre tabIndex={0} className={`mt-1.5 ${codeBlock}`}>
                  {Object.entries(attempt.request_headers)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join("\n")}
                </pre>
              </details>
              <div className="mt-2 space-y-1">
                <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Response (first 4 KiB)</p>
                <pre tabIndex={0} className={codeBlock}>
                  {attempt.response_excerpt || "(empty)"}
                </pre>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
