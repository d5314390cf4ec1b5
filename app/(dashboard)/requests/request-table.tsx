import type { components } from "@/clients/typescript/src";
import { formatDateTimeWithSeconds } from "@/lib/platform/format/date-time";

type RequestRecord = components["schemas"]["RequestRecord"];

const statusTone = (status: number) =>
  status >= 500 ? "text-red-800 dark:text-red-300" : status >= 400 ? "text-amber-900 dark:text-amber-200" : "text-emerald-800 dark:text-emerald-300";

/** The log's rows, newest first; each opens its detail, keeping the filters. */
export function RequestTable({ records, query, nextCursor }: { records: RequestRecord[]; query: string; nextCursor: string | null }) {
  const link = (extra: Record<string, string>) => `/requests?${new URLSearchParams([...new URLSearchParams(query), ...Object.entries(extra)]).toString()}`;
  if (records.length === 0) {
    return <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">No requests match.</p>;
  }
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Requests, newest first</caption>
          <thead className="bg-zinc-50 text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Time</th>
              <th scope="col" className="px-3 py-2 font-medium">Call</th>
              <th scope="col" className="px-3 py-2 font-medium">Status</th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">Credential</th>
              <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">Duration</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {records.map((record, index) => (
              <tr key={`${record.id}-${index}`}>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={record.occurred_at}>{formatDateTimeWithSeconds(record.occurred_at)}</time>
                </td>
                <td className="px-3 py-2">
                  <a href={link({ request_id: record.id })} className="text-link">
                    <span className="font-mono text-xs">{record.method}</span> <span className="break-all font-mono text-xs">{record.path}</span>
                  </a>
                </td>
                <td className={`whitespace-nowrap px-3 py-2 font-medium ${statusTone(record.status)}`}>
                  {record.status}
                  {record.code ? <span className="api-answer ml-1 font-mono text-xs">{record.code}</span> : null}
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">{record.credential?.name ?? "—"}</td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-right sm:table-cell">{record.duration_ms} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {nextCursor ? (
        <a href={link({ cursor: nextCursor })} className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
          Older requests
        </a>
      ) : null}
    </div>
  );
}
