// GET /v1/modules: the account's active modules with their sync state.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { listModules } from "@/lib/modules/list-modules";
import { toModuleResource } from "@/lib/modules/module-status";

export const GET = withApi(
  async ({ principal }) => {
    const modules = await listModules({ accountId: principal.accountId });
    return jsonResponse({ data: modules.map(toModuleResource) });
  },
  { scope: "read" },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
