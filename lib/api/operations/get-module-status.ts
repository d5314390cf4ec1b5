// GET /v1/modules/{id}/status: one module's synchronization state.
import { getModuleOrThrow } from "../../modules/get-module-or-throw";
import { toModuleStatus } from "../../modules/module-status";
import { exampleModuleStatus } from "../../openapi/examples";
import { moduleIdParamsSchema, moduleStatusSchema } from "../../schemas/modules";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const getModuleStatus = defineOperation({
  method: "get",
  path: "/v1/modules/{id}/status",
  operationId: "getModuleStatus",
  summary: "Read a module's synchronization state",
  description: "The current synchronization state of one module: state, progress, timings, records and the last error.",
  tags: ["Modules"],
  scope: "read",
  params: moduleIdParamsSchema,
  success: { status: 200, description: "The module's synchronization state.", schema: moduleStatusSchema, example: exampleModuleStatus },
  errors: [404],
  handler: async ({ principal, params }) => {
    const module = await getModuleOrThrow({ accountId: principal.accountId, moduleId: params.id });
    return jsonResponse(toModuleStatus(module));
  },
});
