// GET /v1/modules/{id}/status: one module's synchronization state.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { getModuleOrThrow } from "@/lib/modules/get-module-or-throw";
import { toModuleStatus } from "@/lib/modules/module-status";

export const GET = withApi<{ id: string }>(
  async ({ principal, params }) => {
    const module = await getModuleOrThrow({ accountId: principal.accountId, moduleId: params.id });
    return jsonResponse(toModuleStatus(module));
  },
  { scope: "read" },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
