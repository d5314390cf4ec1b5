// GET /v1/modules/{id}/status: one module's synchronization state.
import { moduleStatusRepresentation } from "../../../domains/modules/module-read-cache";
import { cachedReadHeaders, cachedReadNotModified } from "../../openapi/cached-read-documentation";
import { exampleModuleStatus } from "../../../domains/events/example-module-status";
import { ifNoneMatchHeader, withResponses } from "../../openapi/conditional-get-documentation";
import { moduleIdParamsSchema, moduleStatusSchema } from "../../../platform/schemas/modules";
import { defineOperation } from "../operation";
import { representationResponse } from "../representation-response";

export const getModuleStatus = defineOperation({
  method: "get",
  path: "/v1/modules/{id}/status",
  operationId: "getModuleStatus",
  summary: "Read a module's synchronization state",
  description:
    "The current synchronization state of one module: state, progress, timings, records and the last error. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.",
  tags: ["Modules"],
  scope: "read",
  params: moduleIdParamsSchema,
  headers: ifNoneMatchHeader(`"status-Hk2mP7qW9xZ3vB8nC1dF5gJ0sL4"`),
  success: { status: 200, description: "The module's synchronization state.", schema: moduleStatusSchema, example: exampleModuleStatus, headers: cachedReadHeaders },
  errors: [404],
  refineDocument: withResponses({ 304: cachedReadNotModified }),
  handler: async ({ principal, params, request }) =>
    representationResponse(request, await moduleStatusRepresentation({ accountId: principal.accountId, moduleId: params.id })),
});
