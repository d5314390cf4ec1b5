import type { Metadata } from "next";
import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import { Download } from "@/components/icons/icons";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { publicOrigin } from "@/lib/adapters/api/customer-area-links";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { RequestDetail } from "./request-detail";
import { RequestFilterForm } from "./request-filter-form";
import { requestFiltersForApi, requestFiltersFrom, requestFiltersQuery } from "./request-filters";
import { RequestTable } from "./request-table";

export const metadata: Metadata = { title: "Requests" };

const PAGE_SIZE = 50;
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

interface RequestsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Every member reads it (viewers without bodies: the API leaves them out for their role). It reads
// the log through GET /v1/requests like any integrator; paging follows the cursor in the URL.
export default async function RequestsPage({ searchParams }: RequestsPageProps) {
  const admin = await requireAdmin();
  const params = await searchParams;
  const filters = requestFiltersFrom(params);
  const cursor = typeof params.cursor === "string" ? params.cursor.slice(0, 512) : undefined;
  const requestId = typeof params.request_id === "string" ? params.request_id.trim() : "";
  const client = await getV1Client(admin, ["read"]);
  const [page, opened] = await Promise.all([
    client.GET("/v1/requests", { params: { query: { ...requestFiltersForApi(filters), cursor, limit: PAGE_SIZE } } }),
    requestId && REQUEST_ID.test(requestId) ? client.GET("/v1/requests/{id}", { params: { path: { id: requestId } } }) : null,
  ]);
  const query = requestFiltersQuery(filters);
  return (
    <>
      <PageHeader
        title="Requests"
        description="Every call to the API and the OAuth endpoints in this account, newest first, kept 30 days: those made with its tokens and clients, and the customer area's own (named by the member who was signed in). Paste a request id (an answer's X-Request-Id header, or the request id an error names) to open it."
        actions={<ExportLink query={query} />}
      />
      <div className="space-y-6">
        <form method="get" action="/requests" role="search" className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor="request-search" className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
              Request id
            </label>
            {/* 13px, not text-sm: at 14px Chromium on Linux draws no underscores of DejaVu Sans Mono in an input. */}
            <input
              id="request-search"
              name="request_id"
              defaultValue={requestId}
              placeholder="req_…"
              maxLength={128}
              className="block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 font-mono text-[13px] text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
            />
          </div>
          <button type="submit" className="h-10 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
            Open
          </button>
        </form>
        {requestId ? (
          opened?.data ? (
            <RequestDetail record={opened.data} origin={publicOrigin} closeHref={`/requests${query ? `?${query}` : ""}`} />
          ) : (
            <Notice tone="warning" role="alert">
              There is no request <code className="font-mono">{requestId.slice(0, 128)}</code> in this account&rsquo;s log. Records appear about a second after the call, and are kept 30 days.
            </Notice>
          )
        ) : null}
        <RequestFilterForm filters={filters} />
        {listOrProblem(() => unwrap(page), query)}
      </div>
    </>
  );
}

/** The table, or what the API said was wrong (a stale cursor, a bad filter) in place of it. */
function listOrProblem(read: () => { data: Parameters<typeof RequestTable>[0]["records"]; next_cursor: string | null }, query: string) {
  try {
    const page = read();
    return <RequestTable records={page.data} query={query} nextCursor={page.next_cursor} />;
  } catch (error) {
    const detail = error instanceof IntegrationsApiError ? (error.problem?.detail ?? error.message) : "The request log could not be read.";
    return (
      <Notice tone="danger" role="alert">
        {detail}
      </Notice>
    );
  }
}

/** A plain link (not prefetched): the route handler streams the filtered records, as the table shows them, as a download. */
function ExportLink({ query }: { query: string }) {
  return (
    <a
      href={`/requests/export${query ? `?${query}` : ""}`}
      download
      title="The newest 10 000 records that match the filters, one JSON object a line, secrets redacted"
      className="inline-flex h-9 items-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
    >
      <Download className="h-4 w-4" aria-hidden />
      Export NDJSON
    </a>
  );
}
