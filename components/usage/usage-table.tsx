import { bucketName, USAGE_SERIES, type Usage } from "./usage-series";

/** The chart's numbers as a table, folded away; focusable so keyboard users can scroll a long (30-day) one. */
export function UsageTable({ usage }: { usage: Usage }) {
  const unit = usage.granularity;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Show as a table</summary>
      <div className="mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={`Requests per ${unit}, as a table`}>
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Requests per {unit}</caption>
          <thead>
            <tr className="border-b border-zinc-200 dark:border-zinc-800">
              <th scope="col" className="py-1 pr-3 font-medium">
                {unit === "day" ? "Day (UTC)" : "Hour (UTC)"}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">Total</th>
              {USAGE_SERIES.map((series) => (
                <th key={series.key} scope="col" className="py-1 pr-3 font-medium">
                  {series.label}
                </th>
              ))}
              <th scope="col" className="py-1 pr-3 font-medium">429</th>
            </tr>
          </thead>
          <tbody>
            {usage.data.map((bucket) => (
              <tr key={bucket.start} className="border-b border-zinc-100 dark:border-zinc-800/60">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {bucketName(bucket.start, unit)}
                </th>
                <td className="py-1 pr-3">{bucket.total}</td>
                {USAGE_SERIES.map((series) => (
                  <td key={series.key} className="py-1 pr-3">
                    {bucket[series.key]}
                  </td>
                ))}
                <td className="py-1 pr-3">{bucket.rate_limited}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
