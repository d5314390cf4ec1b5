import { credentialTypes, statusClasses, type CredentialType } from "@/lib/platform/schemas/requests";

/** The Requests page's filters, as the URL carries them and GET /v1/requests takes them. */
export interface RequestFilters {
  status_class?: (typeof statusClasses)[number];
  operation?: string;
  credential_id?: string;
  /** Only the integrations' tokens or clients, or only the customer area's own calls (`user`). */
  credential_type?: CredentialType;
  /** Days (YYYY-MM-DD, UTC): the API gets the instants. */
  since?: string;
  until?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const single = (value: string | string[] | undefined) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

export function requestFiltersFrom(params: Record<string, string | string[] | undefined>): RequestFilters {
  const statusClass = single(params.status_class);
  const credentialType = single(params.credential_type);
  const since = single(params.since);
  const until = single(params.until);
  return {
    status_class: statusClasses.find((value) => value === statusClass),
    operation: single(params.operation)?.slice(0, 64),
    credential_id: single(params.credential_id)?.slice(0, 40),
    credential_type: credentialTypes.find((value) => value === credentialType),
    since: since && DAY.test(since) ? since : undefined,
    until: until && DAY.test(until) ? until : undefined,
  };
}

/** The query GET /v1/requests takes: days become instants, `until` a whole day inclusive. */
export function requestFiltersForApi(filters: RequestFilters) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    status_class: filters.status_class,
    operation: filters.operation,
    credential_id: filters.credential_id,
    credential_type: filters.credential_type,
    since: filters.since ? `${filters.since}T00:00:00Z` : undefined,
    until: filters.until ? nextDay(filters.until) : undefined,
  };
}

/** The filters as a query string (for links that keep them). */
export function requestFiltersQuery(filters: RequestFilters, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "");
  return new URLSearchParams(entries).toString();
}
