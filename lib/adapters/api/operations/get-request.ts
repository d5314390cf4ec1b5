// GET /v1/requests/{id}: what one request did, by its request id.
import { getRequestOrThrow } from "../../../domains/request-log/get-request-or-throw";
import { requestIdParamsSchema, requestRecordSchema } from "../../../platform/schemas/requests";
import { exampleRequestRecord } from "../../openapi/request-examples";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";
import { mayReadBodies, toRequestRecordResource } from "../request-record-resource";

export const getRequest = defineOperation({
  method: "get",
  path: "/v1/requests/{id}",
  operationId: "getRequest",
  summary: "Read a recorded request",
  description:
    "One request of the account's log, by the id its answer carried (`X-Request-Id`, a problem's `request_id`): method, path, status, problem code, duration, credential, rate-limit state and, for writes, the redacted bodies. Another account's request is a 404.",
  tags: ["Requests"],
  scope: "read",
  params: requestIdParamsSchema,
  success: { status: 200, description: "The request's record.", schema: requestRecordSchema, example: exampleRequestRecord },
  errors: [404],
  handler: async ({ params, principal }) => {
    const entry = await getRequestOrThrow({ accountId: principal.accountId, requestId: params.id });
    return jsonResponse(toRequestRecordResource(entry, mayReadBodies(principal)));
  },
});
