import { actorTypes, type ActorType } from "@/lib/platform/schemas/vocabulary";

// The audit log's filters as the page's URL keeps them (`?action=…&actor_id=…&since=2026-01-01`),
// and as the v1 API takes them. Pure: used by the page, its client components and the export.

export interface AuditFilters {
  action?: string;
  actor_id?: string;
  /** `system` picks the operator's entries, which have no actor id. */
  actor_type?: ActorType;
  resource_id?: string;
  /** A day (`YYYY-MM-DD`, UTC, from its start) or an RFC 3339 instant. */
  since?: string;
  /** A day (`YYYY-MM-DD`, UTC, to its end) or an RFC 3339 instant. */
  until?: string;
}

const AUDIT_FILTER_NAMES = ["action", "actor_id", "actor_type", "resource_id", "since", "until"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from URL search params; anything else in the URL is ignored. */
export function auditFiltersFrom(params: Record<string, string | string[] | undefined> | URLSearchParams): AuditFilters {
  const read = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text : undefined;
  };
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTER_NAMES) {
    const value = read(name);
    if (!value) continue;
    // Only the kinds the journal knows: anything else from a hand-edited URL is ignored.
    if (name === "actor_type") {
      if ((actorTypes as readonly string[]).includes(value)) filters.actor_type = value as ActorType;
    } else filters[name] = value;
  }
  return filters;
}

export function auditFiltersQueryString(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) if (filters[name]) params.set(name, filters[name]!);
  return params.toString();
}

/** The filters for GET /v1/audit: days become the instants that bound them (until is exclusive). */
export function auditFiltersForApi(filters: AuditFilters): AuditFilters {
  return {
    ...filters,
    since: filters.since && DAY.test(filters.since) ? `${filters.since}T00:00:00Z` : filters.since,
    until: filters.until && DAY.test(filters.until) ? nextDay(filters.until) : filters.until,
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().replace(".000Z", "Z");
}

export const hasAuditFilters = (filters: AuditFilters) => AUDIT_FILTER_NAMES.some((name) => filters[name]);
