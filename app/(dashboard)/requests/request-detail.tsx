import type { components } from "@/clients/typescript/src";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDateTimeWithSeconds } from "@/lib/platform/format/date-time";
import { curlCommand } from "./curl-command";

type RequestRecord = components["schemas"]["RequestRecord"];

/** One request in full: what was sent, what came back and why; reached by its id (search box, problem `request_url`). */
export function RequestDetail({ record, origin, closeHref }: { record: RequestRecord; origin: string; closeHref: string }) {
  const tag = record.path.startsWith("/oauth/") ? null : "requests";
  // The explorer fills the operation in with this record's values (explorer-prefill.ts) and scrolls to it.
  const explorerHref = record.operation_id && tag ? `/explorer?request_id=${encodeURIComponent(record.id)}#${explorerAnchor(record)}` : "/explorer";
  return (
    <section aria-labelledby="request-detail-heading" className="space-y-5 rounded-xl border border-zinc-200 bg-white p-4 text-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-950">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="request-detail-heading" className="text-base font-semibold">
            {record.method} <span className="break-all font-mono">{record.path}</span>
          </h2>
          <p className="text-zinc-700 dark:text-zinc-300">
            <time dateTime={record.occurred_at}>{formatDateTimeWithSeconds(record.occurred_at)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={explorerHref} className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-3 font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
            Open in the explorer
          </a>
          <CopyButton value={curlCommand(record, origin)} label="Copy as curl" />
          <a href={closeHref} className="text-link inline-flex h-9 items-center rounded-md px-3">
            Close
          </a>
        </div>
      </div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <Field term="Request id">
          <code className="break-all font-mono text-xs" data-testid="request-id">
            {record.id}
          </code>
        </Field>
        <Field term="Status">
          <span data-testid="request-status">{record.status}</span>
          {record.code ? (
            <>
              {" "}
              <a href={`/docs/errors#${record.code}`} className="api-answer text-link font-mono text-xs" data-testid="request-code">
                {record.code}
              </a>
            </>
          ) : null}
        </Field>
        <Field term="Operation">{record.operation_id ?? record.path_template}</Field>
        <Field term="Query">{record.query ? <code className="break-all font-mono text-xs">{record.query}</code> : "—"}</Field>
        <Field term="Duration">{record.duration_ms} ms</Field>
        <Field term="Credential">
          {record.credential ? (
            <span data-testid="request-credential">
              {record.credential.name ?? "—"} <span className="text-zinc-700 dark:text-zinc-300">({record.credential.type.replace("_", " ")})</span>{" "}
              {record.credential.id ? <code className="font-mono text-xs">{record.credential.id}</code> : null}
            </span>
          ) : (
            "None accepted"
          )}
        </Field>
        <Field term="Scopes">{record.scopes.join(", ") || "—"}</Field>
        <Field term="Rate limit">{record.rate_limit ? `${record.rate_limit.remaining} of ${record.rate_limit.limit} left` : "—"}</Field>
        <Field term="Client">
          <span className="font-mono text-xs">{record.ip ?? "—"}</span> {record.user_agent ?? ""}
        </Field>
      </dl>
      <Block title="Request headers" text={Object.entries(record.request_headers).map(([name, value]) => `${name}: ${value}`).join("\n") || "—"} />
      {record.request_body !== null ? <Block title="Request body (secrets redacted)" text={record.request_body} testId="request-body" /> : null}
      {record.response_body !== null ? <Block title="Answer body (secrets redacted)" text={record.response_body} testId="response-body" /> : null}
      {record.method !== "GET" && record.request_body === null && record.response_body === null ? (
        <p className="text-zinc-700 dark:text-zinc-300">Bodies are shown to owners, admins and developers.</p>
      ) : null}
    </section>
  );
}

/** Scalar's anchor for an operation: `tag/<tag>/<METHOD><path>`. */
const explorerAnchor = (record: RequestRecord) => `tag/${tagOf(record.path)}/${record.method}${record.path_template}`;
const tagOf = (path: string) => path.split("/")[2] ?? "";

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="font-medium text-zinc-700 dark:text-zinc-300">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function Block({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <div className="space-y-1.5">
      <h3 className="font-medium">{title}</h3>
      <pre tabIndex={0} data-testid={testId} className="max-h-80 overflow-auto whitespace-pre-wrap break-all rounded-md bg-zinc-100 p-3 font-mono text-xs text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100">
        {text}
      </pre>
    </div>
  );
}
