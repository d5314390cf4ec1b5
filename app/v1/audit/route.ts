// GET /v1/audit: a page of the account's audit journal, newest first, by cursor.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { nextLinkHeader } from "@/lib/api/next-link";
import { withApi } from "@/lib/api/with-api";
import { auditCursorScope, decodeAuditCursor, encodeAuditCursor } from "@/lib/audit/audit-cursor";
import { toAuditEntryResource } from "@/lib/audit/audit-entry-resource";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { listAuditQuerySchema } from "@/lib/schemas/audit";

export const GET = withApi(
  async ({ request, query, principal }) => {
    const { limit, cursor, ...filters } = query;
    const scope = auditCursorScope(principal.accountId, filters);
    const page = await listAuditEntries({
      accountId: principal.accountId,
      limit,
      after: cursor ? decodeAuditCursor(cursor, scope) : null,
      action: filters.action,
      actorId: filters.actor_id,
      resourceId: filters.resource_id,
      since: filters.since,
      until: filters.until,
    });
    const nextCursor = page.next ? encodeAuditCursor(scope, page.next) : null;
    return jsonResponse(
      { data: page.entries.map(toAuditEntryResource), next_cursor: nextCursor, has_more: nextCursor !== null },
      { headers: nextLinkHeader(request, nextCursor) },
    );
  },
  { scope: "read", query: listAuditQuerySchema },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
