// GET /v1/modules: the account's active modules with their sync state.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { representationResponse } from "@/lib/api/representation-response";
import { withApi } from "@/lib/api/with-api";
import { moduleListRepresentation } from "@/lib/modules/module-read-cache";

export const GET = withApi(
  async ({ principal, request }) => {
    return representationResponse(request, await moduleListRepresentation({ accountId: principal.accountId }));
  },
  { scope: "read" },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
