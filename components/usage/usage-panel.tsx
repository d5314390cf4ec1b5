"use client";

import { useEffect, useState, useTransition } from "react";
import { useAccountAction } from "@/components/shell/rendered-account";
import { useHydrated } from "@/components/ui/use-hydrated";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { components } from "@/clients/typescript/src";
import { getUsageAction } from "./usage-actions";

type Usage = components["schemas"]["Usage"];
type Range = Usage["range"];

const RANGES: { value: Range; label: string }[] = [
  { value: "24h", label: "24 hours" },
  { value: "7d", label: "7 days" },
  { value: "30d", label: "30 days" },
];

/** Status classes, stacked; colours chosen to stay apart in light and dark and for common colour blindness. */
const SERIES = [
  { key: "status_2xx", label: "2xx", color: "#047857" },
  { key: "status_3xx", label: "3xx", color: "#1d4ed8" },
  { key: "status_4xx", label: "4xx", color: "#b45309" },
  { key: "status_5xx", label: "5xx", color: "#b91c1c" },
] as const;

/** Follows the theme through CSS variables (app/globals.css): recharts draws its tooltip white otherwise. */
const TOOLTIP_STYLE = {
  fontSize: 12,
  backgroundColor: "var(--chart-tooltip-bg)",
  border: "1px solid var(--chart-tooltip-border)",
  color: "var(--chart-tooltip-text)",
  borderRadius: 6,
};

function bucketLabel(start: string, granularity: Usage["granularity"]): string {
  return granularity === "hour" ? `${start.slice(11, 16)}` : start.slice(5, 10);
}

/** Requests over 24 h / 7 d / 30 d as stacked bars, with the same numbers as a table behind it. */
export function UsagePanel({ tokens, headingId }: { tokens?: { id: string; name: string }[]; headingId: string }) {
  const [range, setRange] = useState<Range>("24h");
  const [tokenId, setTokenId] = useState<string>("");
  const [usage, setUsage] = useState<Usage | null>(null);
  const callGetUsageAction = useAccountAction(getUsageAction);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();

  useEffect(() => {
    // A newer choice (another period or token) supersedes this one: its answer, if it comes
    // back later, must not overwrite the newer numbers.
    let superseded = false;
    startTransition(async () => {
      const result = await callGetUsageAction({ range, tokenId: tokenId || undefined });
      if (superseded) return;
      if (result.ok) {
        setUsage(result.data);
        setError(null);
      } else setError(result.error);
    });
    return () => {
      superseded = true;
    };
  }, [range, tokenId, callGetUsageAction]);

  const rows = usage?.data.map((bucket) => ({ ...bucket, label: bucketLabel(bucket.start, usage.granularity) })) ?? [];
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const limited = rows.reduce((sum, row) => sum + row.rate_limited, 0);

  return (
    <div className="min-w-0 space-y-3" aria-busy={pending}>
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Period" className="inline-flex overflow-hidden rounded-md border border-zinc-300 dark:border-zinc-700">
          {RANGES.map((each) => (
            <button
              key={each.value}
              type="button"
              aria-pressed={range === each.value}
              disabled={!hydrated}
              onClick={() => setRange(each.value)}
              className={`px-3 py-1.5 text-sm ${range === each.value ? "bg-brand-600 text-white" : "bg-white text-zinc-800 hover:bg-zinc-50 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800"}`}
            >
              {each.label}
            </button>
          ))}
        </div>
        {tokens ? (
          <div className="flex min-w-0 max-w-full items-center gap-2 text-sm">
            <label htmlFor={`${headingId}-token`}>Token</label>
            <select
              id={`${headingId}-token`}
              value={tokenId}
              disabled={!hydrated}
              onChange={(event) => setTokenId(event.target.value)}
              className="h-9 min-w-0 max-w-full rounded-md border border-zinc-300 bg-white px-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
            >
              <option value="">All tokens</option>
              {tokens.map((token) => (
                <option key={token.id} value={token.id}>
                  {token.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p className="text-sm text-zinc-700 dark:text-zinc-300" role="status">
          {usage ? `${total.toLocaleString("en-US")} requests, ${limited.toLocaleString("en-US")} rate limited (429)` : pending ? "Loading…" : ""}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <figure aria-labelledby={`${headingId}-caption`} className="m-0 min-w-0">
        {/* Hidden from assistive technology, and kept out of the tab order: the table below carries the same numbers. */}
        <div className="h-56 w-full text-zinc-600 dark:text-zinc-400" aria-hidden="true">
          {usage ? (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.2} vertical={false} />
                <XAxis dataKey="label" tick={{ fill: "currentColor", fontSize: 12 }} stroke="currentColor" interval="preserveStartEnd" minTickGap={12} />
                <YAxis allowDecimals={false} tick={{ fill: "currentColor", fontSize: 12 }} stroke="currentColor" width={48} />
                <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={TOOLTIP_STYLE} itemStyle={{ color: "var(--chart-tooltip-text)" }} />
                {SERIES.map((series) => (
                  <Bar key={series.key} dataKey={series.key} name={series.label} stackId="status" fill={series.color} isAnimationActive={false} />
                ))}
              </BarChart>
            </ResponsiveContainer>
          ) : null}
        </div>
        <figcaption id={`${headingId}-caption`} className="mt-2 flex flex-wrap gap-3 text-xs text-zinc-700 dark:text-zinc-300">
          <span className="sr-only">Requests per {usage?.granularity ?? "hour"} by status class; the table below has the numbers.</span>
          {SERIES.map((series) => (
            <span key={series.key} className="inline-flex items-center gap-1">
              <span className="inline-block h-2.5 w-2.5 rounded-sm" style={{ background: series.color }} aria-hidden />
              {series.label}
            </span>
          ))}
        </figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Show as a table</summary>
        {/* Focusable, so keyboard users can scroll a long (30-day) table too. */}
        <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`Requests per ${usage?.granularity ?? "hour"}, as a table`}>
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Requests per {usage?.granularity ?? "hour"}</caption>
            <thead>
              <tr className="border-b border-zinc-200 dark:border-zinc-800">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {usage?.granularity === "day" ? "Day (UTC)" : "Hour (UTC)"}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">Total</th>
                {SERIES.map((series) => (
                  <th key={series.key} scope="col" className="py-1 pr-3 font-medium">
                    {series.label}
                  </th>
                ))}
                <th scope="col" className="py-1 pr-3 font-medium">429</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.start} className="border-b border-zinc-100 dark:border-zinc-800/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {usage?.granularity === "day" ? row.start.slice(0, 10) : `${row.start.slice(0, 10)} ${row.start.slice(11, 16)}`}
                  </th>
                  <td className="py-1 pr-3">{row.total}</td>
                  {SERIES.map((series) => (
                    <td key={series.key} className="py-1 pr-3">
                      {row[series.key]}
                    </td>
                  ))}
                  <td className="py-1 pr-3">{row.rate_limited}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
