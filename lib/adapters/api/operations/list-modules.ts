// GET /v1/modules: the account's active modules with their sync state.
import { moduleListRepresentation } from "../../../domains/modules/module-read-cache";
import { cachedReadHeaders, cachedReadNotModified } from "../../openapi/cached-read-documentation";
import { exampleModule } from "../../openapi/examples";
import { ifNoneMatchHeader, withResponses } from "../../openapi/conditional-get-documentation";
import { moduleListSchema } from "../../../platform/schemas/modules";
import { defineOperation } from "../operation";
import { representationResponse } from "../representation-response";

export const listModules = defineOperation({
  method: "get",
  path: "/v1/modules",
  operationId: "listModules",
  summary: "List modules",
  description:
    "The modules active on the account, each with a copy of its synchronization state, so a list needs no second call. Poll with `If-None-Match`: while nothing changed the answer is a 304 with no body.",
  tags: ["Modules"],
  scope: "read",
  headers: ifNoneMatchHeader(`"modules-Qm3vX8kL2pR9tY4wZ7nB1cD5fG0"`),
  success: { status: 200, description: "The account's active modules.", schema: moduleListSchema, example: { data: [exampleModule] }, headers: cachedReadHeaders },
  refineDocument: withResponses({ 304: cachedReadNotModified }),
  handler: async ({ principal, request }) => representationResponse(request, await moduleListRepresentation({ accountId: principal.accountId })),
});
