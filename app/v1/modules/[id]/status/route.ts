// GET /v1/modules/{id}/status: one module's synchronization state.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { representationResponse } from "@/lib/api/representation-response";
import { withApi } from "@/lib/api/with-api";
import { moduleStatusRepresentation } from "@/lib/modules/module-read-cache";

export const GET = withApi<{ id: string }>(
  async ({ principal, params, request }) => {
    const status = await moduleStatusRepresentation({ accountId: principal.accountId, moduleId: params.id });
    return representationResponse(request, status);
  },
  { scope: "read" },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
