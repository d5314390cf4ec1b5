// GET /v1/modules: the account's active modules with their sync state.
import { listModules as listAccountModules } from "../../modules/list-modules";
import { toModuleResource } from "../../modules/module-status";
import { exampleModule } from "../../openapi/examples";
import { moduleListSchema } from "../../schemas/modules";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const listModules = defineOperation({
  method: "get",
  path: "/v1/modules",
  operationId: "listModules",
  summary: "List modules",
  description: "The modules active on the account, each with a copy of its synchronization state, so a list needs no second call.",
  tags: ["Modules"],
  scope: "read",
  success: { status: 200, description: "The account's active modules.", schema: moduleListSchema, example: { data: [exampleModule] } },
  handler: async ({ principal }) => {
    const modules = await listAccountModules({ accountId: principal.accountId });
    return jsonResponse({ data: modules.map(toModuleResource) });
  },
});
