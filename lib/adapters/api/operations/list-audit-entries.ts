// GET /v1/audit: a page of the account's audit journal, newest first, by cursor.
import { auditCursorScope, decodeAuditCursor, encodeAuditCursor } from "../../../domains/audit/audit-cursor";
import { toAuditEntryResource } from "../../../domains/audit/audit-entry-resource";
import { listAuditEntries as listEntries } from "../../../domains/audit/list-audit-entries";
import { exampleAuditPage } from "../../openapi/examples";
import { auditEntryListSchema, linkHeaderSchema, listAuditQuerySchema } from "../../../platform/schemas/audit";
import { jsonResponse } from "../json-response";
import { nextLinkHeader } from "../next-link";
import { defineOperation } from "../operation";

export const listAuditEntries = defineOperation({
  method: "get",
  path: "/v1/audit",
  operationId: "listAuditEntries",
  summary: "List audit journal entries",
  description: [
    "The account's append-only audit journal, newest first: sign-ins (good and bad), refused authentications against a known token, token, module-token, webhook and rate-limit changes, and the operator's changes (actor type `system`).",
    "",
    "Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` (or follow the `Link: rel=\"next\"` header) with the same filters. No entry is skipped or repeated while new ones arrive, and a page deep in the journal costs what the first one does. A cursor is opaque and bound to this account and these filters: a changed, foreign or outdated cursor, or one sent with other filters, is a 400 `invalid_cursor`.",
  ].join("\n"),
  tags: ["Audit"],
  scope: "read",
  query: listAuditQuerySchema,
  success: {
    status: 200,
    description: "A page of entries; `Link` points to the next page while `has_more` is true.",
    schema: auditEntryListSchema,
    headers: linkHeaderSchema,
    example: exampleAuditPage,
  },
  errors: [400],
  handler: async ({ request, query, principal }) => {
    const { limit, cursor, ...filters } = query;
    const scope = auditCursorScope(principal.accountId, filters);
    const page = await listEntries({
      accountId: principal.accountId,
      limit,
      after: cursor ? decodeAuditCursor(cursor, scope) : null,
      action: filters.action,
      actorId: filters.actor_id,
      actorType: filters.actor_type,
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
});
