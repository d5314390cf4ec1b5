// GET /v1/requests: a page of the account's request log, newest first, by cursor.
import { listRequests as listRecords } from "../../../domains/request-log/list-requests";
import { decodeRequestLogCursor, encodeRequestLogCursor, requestLogCursorScope } from "../../../domains/request-log/request-log-cursor";
import { linkHeaderSchema } from "../../../platform/schemas/audit";
import { listRequestsQuerySchema, requestRecordListSchema } from "../../../platform/schemas/requests";
import { exampleRequestPage } from "../../openapi/request-examples";
import { jsonResponse } from "../json-response";
import { nextLinkHeader } from "../next-link";
import { defineOperation } from "../operation";
import { mayReadBodies, toRequestRecordResource } from "../request-record-resource";

export const listRequests = defineOperation({
  method: "get",
  path: "/v1/requests",
  operationId: "listRequests",
  summary: "List recorded requests",
  description: [
    "The account's request log: every call to `/v1` and `/oauth/*` made with its tokens and OAuth clients, and the customer area's own calls (`credential.type` `user`; leave them out with `credential_type`), newest first, kept 30 days. Write operations carry their request and answer bodies, secrets redacted and cut at 8 KiB.",
    "",
    "Records are written in batches off the request path, so a call shows up here within about a second. Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` with the same filters; a changed, foreign or outdated cursor is a 400 `invalid_cursor`.",
  ].join("\n"),
  tags: ["Requests"],
  scope: "read",
  query: listRequestsQuerySchema,
  success: { status: 200, description: "A page of requests; `Link` points to the next page while `has_more` is true.", schema: requestRecordListSchema, headers: linkHeaderSchema, example: exampleRequestPage },
  errors: [400],
  handler: async ({ request, query, principal }) => {
    const { limit, cursor, ...filters } = query;
    const scope = requestLogCursorScope(principal.accountId, filters);
    const page = await listRecords({
      accountId: principal.accountId,
      limit,
      after: cursor ? decodeRequestLogCursor(cursor, scope) : null,
      statusClass: filters.status_class,
      operationId: filters.operation,
      credentialId: filters.credential_id,
      credentialType: filters.credential_type,
      since: filters.since,
      until: filters.until,
    });
    const nextCursor = page.next ? encodeRequestLogCursor(scope, page.next) : null;
    const withBodies = mayReadBodies(principal);
    return jsonResponse(
      { data: page.entries.map((entry) => toRequestRecordResource(entry, withBodies)), next_cursor: nextCursor, has_more: nextCursor !== null },
      { headers: nextLinkHeader(request, nextCursor) },
    );
  },
});
