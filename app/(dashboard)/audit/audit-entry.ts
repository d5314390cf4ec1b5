import type { components } from "@/clients/typescript/src";

/** An audit entry as GET /v1/audit returns it, with the resource's name where it still exists. */
export type AuditEntry = components["schemas"]["AuditEntry"] & { resource_name?: string | null };

const time = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/** "22 Nov 2026, 09:30:12 UTC": the journal needs the seconds; UTC so server and browser agree. */
export const formatAuditTime = (occurredAt: string) => `${time.format(new Date(occurredAt))} UTC`;
