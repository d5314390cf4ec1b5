import type { Metadata } from "next";
import { problemCatalogue } from "@/lib/adapters/api/problem-catalogue";

// GET /docs/errors: what every problem code means and what to do about it. Problem `type` URIs
// point at the code's anchor here (lib/adapters/api/problem.ts). Public: an integrator reading an error
// in a log needs no account to follow the link.

export const metadata: Metadata = { title: "Error codes · Integrations API" };

export default function ErrorsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 md:px-6">
      <h1 className="text-2xl font-semibold">Error codes</h1>
      <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
        Every error of the v1 API is an RFC 9457 problem (<code className="font-mono text-xs">application/problem+json</code>) with a stable{" "}
        <code className="font-mono text-xs">code</code>, a <code className="font-mono text-xs">detail</code> saying what exactly went wrong, and a{" "}
        <code className="font-mono text-xs">request_id</code> to quote to support. Its <code className="font-mono text-xs">type</code> links to the
        code&apos;s entry below.
      </p>
      <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
        To see what the call sent and got back, paste its <code className="font-mono text-xs">request_id</code> (or the{" "}
        <code className="font-mono text-xs">X-Request-Id</code> header of any answer) into the search box of the{" "}
        <a href="/requests" className="text-link">
          Requests
        </a>{" "}
        page of the customer area, or follow the problem&apos;s <code className="font-mono text-xs">request_url</code>: it opens the request&apos;s
        record, with the status, the problem, the token or client that called and, for writes, the bodies with their secrets redacted. Records are kept
        30 days.
      </p>
      <dl className="mt-8 divide-y divide-zinc-200 dark:divide-zinc-800">
        {problemCatalogue.map((problem) => (
          <div key={problem.code} id={problem.code} className="scroll-mt-4 py-4 target:bg-brand-50 dark:target:bg-zinc-900">
            <dt className="flex flex-wrap items-baseline gap-x-3">
              <code className="font-mono text-sm font-semibold">{problem.code}</code>
              <span className="text-sm text-zinc-700 dark:text-zinc-300">
                {problem.status} · {problem.title}
              </span>
            </dt>
            <dd className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
              <WithCode text={problem.advice} />
            </dd>
          </div>
        ))}
      </dl>
    </main>
  );
}

/** The advice marks headers and fields as `code`, as the problems' details do. */
function WithCode({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="font-mono text-xs">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
