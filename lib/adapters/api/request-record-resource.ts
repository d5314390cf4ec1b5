import { credentialTypeOf } from "../../domains/request-log/credential-type";
import type { RequestLogEntry } from "../../domains/request-log/list-requests";
import { maskSecretPathSegments, maskSecretValues } from "../../domains/request-log/redact-secrets";
import type { RequestRecordResource } from "../../platform/schemas/requests";
import type { ApiPrincipal } from "./principal";
import { requestPageUrl } from "./customer-area-links";

/** Who may read the bodies: tokens (issued by owners and admins) and members who build integrations; not viewers. */
export const mayReadBodies = (principal: ApiPrincipal): boolean => principal.role === undefined || principal.role !== "viewer";

function credentialOf(entry: RequestLogEntry): RequestRecordResource["credential"] {
  const type = credentialTypeOf(entry);
  if (type === null) return null;
  if (type === "user") return { type, id: null, name: entry.credentialName, client_id: null };
  return { type, id: type === "access_token" ? entry.tokenId : entry.clientId, name: entry.credentialName, client_id: entry.clientId };
}

/**
 * A request-log record as the v1 contract shows it. The stored bodies and path are redacted
 * already; they are masked once more on the way out, so a record written before a redaction rule
 * existed cannot show what the rule now catches.
 */
export function toRequestRecordResource(entry: RequestLogEntry, withBodies: boolean): RequestRecordResource {
  const body = (text: string | null) => (withBodies && text !== null ? maskSecretValues(text) : null);
  return {
    id: entry.requestId,
    occurred_at: entry.occurredAtText,
    method: entry.method,
    path: maskSecretPathSegments(entry.path),
    path_template: maskSecretPathSegments(entry.pathTemplate),
    operation_id: entry.operationId,
    query: maskSecretValues(entry.query),
    status: entry.status,
    code: entry.problemCode,
    duration_ms: Math.round(entry.durationUs / 10) / 100,
    credential: credentialOf(entry),
    scopes: entry.scopes.filter((scope): scope is "read" | "write" => scope === "read" || scope === "write"),
    ip: entry.ip,
    user_agent: entry.userAgent,
    rate_limit:
      entry.rateLimitLimit !== null && entry.rateLimitRemaining !== null && entry.rateLimitReset !== null
        ? { limit: entry.rateLimitLimit, remaining: entry.rateLimitRemaining, reset: entry.rateLimitReset }
        : null,
    request_headers: entry.requestHeaders,
    request_body: body(entry.requestBody),
    response_body: body(entry.responseBody),
    request_url: requestPageUrl(entry.requestId),
  };
}
