import Link from "next/link";
import { Suspense } from "react";
import type { AdminContext } from "@/lib/adapters/session/require-admin";
import { readUsage } from "./read-usage";
import { UsageChart } from "./usage-chart";
import { USAGE_PERIODS, USAGE_SERIES } from "./usage-series";
import { UsageTable } from "./usage-table";
import { UsageTokenSelect } from "./usage-token-select";
import { usageViewHref, type UsageView } from "./usage-view";

export interface UsagePanelProps {
  admin: AdminContext;
  /** The period and token asked for in the page's address (usageViewFrom). */
  view: UsageView;
  /** The page's own path: the period and token links stay on it. */
  pathname: string;
  headingId: string;
  /** Offers a choice of token when given (the tokens page). */
  tokens?: { id: string; name: string }[];
  /**
   * Offers a choice of OAuth client when given: its figures are the sum of every token it
   * obtained. Beside tokens they are a group of their own; alone, the choice is labelled "Client".
   */
  clients?: { id: string; name: string }[];
}

/**
 * Requests over 24 h / 7 d / 30 d as stacked bars, with the same numbers as a table behind it.
 * Streamed: the page around it (its heading, its own lists) is sent without waiting for the
 * usage read, an in-process GET /v1/usage that was the longest wait of the overview's and the
 * tokens page's render.
 */
export function UsagePanel(props: UsagePanelProps) {
  return (
    <Suspense fallback={<UsagePanelPlaceholder />}>
      <UsagePanelContent {...props} />
    </Suspense>
  );
}

function UsagePanelPlaceholder() {
  return (
    <div role="status" className="h-72 animate-pulse rounded-md bg-zinc-100 dark:bg-zinc-900">
      <span className="sr-only">Loading usage…</span>
    </div>
  );
}

/** Read and drawn on the server; only the token or client choice is a (small) client island. */
async function UsagePanelContent({ admin, view, pathname, headingId, tokens, clients }: UsagePanelProps) {
  const result = await readUsage(admin, view);
  const usage = "usage" in result ? result.usage : null;
  const total = usage?.data.reduce((sum, bucket) => sum + bucket.total, 0) ?? 0;
  const limited = usage?.data.reduce((sum, bucket) => sum + bucket.rate_limited, 0) ?? 0;
  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Period" className="inline-flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
          {USAGE_PERIODS.map((each) => {
            const current = view.period === each.value;
            return (
              <Link
                key={each.value}
                href={usageViewHref(pathname, { ...view, period: each.value })}
                scroll={false}
                prefetch={false}
                aria-current={current ? "true" : undefined}
                className={`px-3 py-1.5 text-sm ${current ? "bg-brand-600 text-white" : "bg-white text-zinc-800 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"}`}
              >
                {each.label}
              </Link>
            );
          })}
        </div>
        {tokens || clients ? (
          <div className="flex min-w-0 max-w-full items-center gap-2 text-sm">
            <label htmlFor={`${headingId}-token`}>{tokens ? "Token" : "Client"}</label>
            <UsageTokenSelect
              id={`${headingId}-token`}
              value={view.resourceId ?? ""}
              options={[
                { id: "", name: tokens ? "All tokens" : "Whole account" },
                ...(tokens ?? []),
                ...(clients ?? []).map((client) => ({ ...client, group: tokens ? "OAuth clients" : undefined })),
              ].map((choice: { id: string; name: string; group?: string }) => ({
                value: choice.id,
                label: choice.name,
                group: choice.group,
                href: usageViewHref(pathname, { ...view, resourceId: choice.id || undefined }),
              }))}
            />
          </div>
        ) : null}
        <p className="text-sm text-zinc-700 dark:text-zinc-300" role="status">
          {usage ? `${total.toLocaleString("en-US")} requests, ${limited.toLocaleString("en-US")} rate limited (429)` : ""}
        </p>
      </div>
      {"error" in result ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {result.error}
        </p>
      ) : null}
      {usage ? (
        <>
          <figure aria-labelledby={`${headingId}-caption`} className="m-0 min-w-0">
            <UsageChart usage={usage} />
            <figcaption id={`${headingId}-caption`} className="mt-2 flex flex-wrap gap-3 text-xs text-zinc-700 dark:text-zinc-300">
              <span className="sr-only">Requests per {usage.granularity} by status class; the table below has the numbers.</span>
              {USAGE_SERIES.map((series) => (
                <span key={series.key} className="inline-flex items-center gap-1">
                  <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: series.color }} aria-hidden />
                  {series.label}
                </span>
              ))}
            </figcaption>
          </figure>
          <UsageTable usage={usage} />
        </>
      ) : null}
    </div>
  );
}
