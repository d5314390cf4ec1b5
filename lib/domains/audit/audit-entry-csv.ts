import type { AuditEntryRow } from "./list-audit-entries";

// RFC 4180 CSV of audit entries: one header line, CRLF line ends, quoted where needed.

const AUDIT_CSV_COLUMNS = [
  "id",
  "occurred_at",
  "action",
  "actor_type",
  "actor_id",
  "actor_display",
  "resource_type",
  "resource_id",
  "ip",
  "user_agent",
  "metadata",
] as const;

/**
 * One field. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first: a token
 * name is chosen by whoever created the token) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvField(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const auditCsvHeader = (): string => `${AUDIT_CSV_COLUMNS.join(",")}\r\n`;

export function auditCsvLine(entry: AuditEntryRow): string {
  return (
    [
      entry.id,
      entry.occurredAtText,
      entry.action,
      entry.actorType,
      entry.actorId,
      entry.actorDisplay,
      entry.resourceType,
      entry.resourceId,
      entry.ip,
      entry.userAgent,
      JSON.stringify(entry.metadata),
    ]
      .map(csvField)
      .join(",") + "\r\n"
  );
}
