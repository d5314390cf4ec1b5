import type { components } from "@/clients/typescript/src";
import { formatDateTimeWithSeconds } from "@/lib/platform/format/date-time";

/** An audit entry as GET /v1/audit returns it, with the resource's name where it still exists. */
export type AuditEntry = components["schemas"]["AuditEntry"] & { resource_name?: string | null };

/** "22 Nov 2026, 09:30:12 UTC": the journal needs the seconds; the customer area's one format otherwise. */
export const formatAuditTime = (occurredAt: string) => formatDateTimeWithSeconds(occurredAt);
