import type { ReactNode } from "react";
import type { components } from "@/clients/typescript/src";
import { DataTableFrame } from "@/components/data-table/data-table-frame";
import { formatDateTimeWithSeconds } from "@/lib/platform/format/date-time";

type RequestRecord = components["schemas"]["RequestRecord"];

const statusTone = (status: number) =>
  status >= 500 ? "text-red-800 dark:text-red-300" : status >= 400 ? "text-amber-900 dark:text-amber-200" : "text-emerald-800 dark:text-emerald-300";

function Call({ record, href }: { record: RequestRecord; href: string }) {
  return (
    <a href={href} className="text-link">
      <span className="font-mono text-xs">{record.method}</span> <span className="break-all font-mono text-xs">{record.path}</span>
    </a>
  );
}

function Status({ record }: { record: RequestRecord }) {
  return (
    <span className={`font-medium ${statusTone(record.status)}`}>
      {record.status}
      {record.code ? <span className="api-answer ml-1 break-all font-mono text-xs">{record.code}</span> : null}
    </span>
  );
}

/** One request as a card, below md: every field on screen without scrolling sideways. */
function RequestCard({ record, href }: { record: RequestRecord; href: string }) {
  const fields: [string, ReactNode][] = [
    ["Status", <Status key="status" record={record} />],
    ["Time", <time key="time" dateTime={record.occurred_at}>{formatDateTimeWithSeconds(record.occurred_at)}</time>],
    ["Credential", record.credential?.name ?? "—"],
    ["Duration", `${record.duration_ms} ms`],
  ];
  return (
    <li className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <p className="mb-2 text-sm">
        <Call record={record} href={href} />
      </p>
      <dl className="space-y-1 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The log's rows, newest first; each opens its detail, keeping the filters. */
export function RequestTable({ records, query, nextCursor }: { records: RequestRecord[]; query: string; nextCursor: string | null }) {
  const link = (extra: Record<string, string>) => `/requests?${new URLSearchParams([...new URLSearchParams(query), ...Object.entries(extra)]).toString()}`;
  if (records.length === 0) {
    return <p className="rounded-xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">No requests match.</p>;
  }
  // The same record may come back twice across a page boundary while new requests arrive: the index keeps keys apart.
  const keyed = records.map((record, index) => ({ record, key: `${record.id}-${index}`, href: link({ request_id: record.id }) }));
  return (
    <div className="space-y-3">
      <DataTableFrame
        caption="Requests, newest first"
        header={
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">Time</th>
            <th scope="col" className="px-3 py-2 font-medium">Call</th>
            <th scope="col" className="px-3 py-2 font-medium">Status</th>
            <th scope="col" className="px-3 py-2 font-medium">Credential</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">Duration</th>
          </tr>
        }
        body={keyed.map(({ record, key, href }) => (
          <tr key={key}>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={record.occurred_at}>{formatDateTimeWithSeconds(record.occurred_at)}</time>
            </td>
            <td className="px-3 py-2">
              <Call record={record} href={href} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <Status record={record} />
            </td>
            <td className="px-3 py-2">{record.credential?.name ?? "—"}</td>
            <td className="whitespace-nowrap px-3 py-2 text-right">{record.duration_ms} ms</td>
          </tr>
        ))}
        cards={keyed.map(({ record, key, href }) => (
          <RequestCard key={key} record={record} href={href} />
        ))}
      />
      {nextCursor ? (
        <a href={link({ cursor: nextCursor })} className="inline-flex h-9 items-center rounded-md border border-zinc-300 px-4 text-sm font-medium hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-900">
          Older requests
        </a>
      ) : null}
    </div>
  );
}
