import type { AuditEntryResource } from "../../platform/schemas/audit";
import type { AuditEntryRow } from "./list-audit-entries";

/** An audit entry as the v1 contract shows it: snake_case, actor and resource as objects. */
export function toAuditEntryResource(entry: AuditEntryRow): AuditEntryResource {
  return {
    id: entry.id,
    occurred_at: entry.occurredAtText,
    action: entry.action,
    actor: { type: entry.actorType, id: entry.actorId, display: entry.actorDisplay },
    resource: entry.resourceType && entry.resourceId ? { type: entry.resourceType, id: entry.resourceId } : null,
    ip: entry.ip,
    user_agent: entry.userAgent,
    metadata: entry.metadata,
  };
}
