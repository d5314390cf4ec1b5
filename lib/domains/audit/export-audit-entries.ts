import { auditCsvHeader, auditCsvLine } from "./audit-entry-csv";
import { toAuditEntryResource } from "./audit-entry-resource";
import { listAuditEntries, type AuditEntryFilters, type AuditPosition } from "./list-audit-entries";

export type AuditExportFormat = "csv" | "ndjson";

export interface ExportAuditEntriesOptions {
  accountId: string;
  filters: AuditEntryFilters;
  format: AuditExportFormat;
  /** Entries read per query; default 1 000. */
  batchSize?: number;
}

/**
 * The filtered journal as a byte stream, newest first. Each `pull` reads the next keyset page,
 * and the stream only pulls when the client has taken the previous batch, so an export of a
 * million entries holds one batch in memory at a time. Entries written after it started are
 * not included (they are newer than its first page).
 */
export function exportAuditEntries(options: ExportAuditEntriesOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = options.format === "csv" ? auditCsvLine : (entry: Parameters<typeof auditCsvLine>[0]) => `${JSON.stringify(toAuditEntryResource(entry))}\n`;
  let after: AuditPosition | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await listAuditEntries({ ...options.filters, accountId: options.accountId, limit: options.batchSize ?? 1_000, after });
        const header = first && options.format === "csv" ? auditCsvHeader() : "";
        first = false;
        controller.enqueue(encoder.encode(header + page.entries.map(line).join("")));
        if (page.next) after = page.next;
        else controller.close();
      },
    },
    // Read ahead by one batch at most.
    { highWaterMark: 1 },
  );
}
