// POST /v1/modules/{id}/sync: start the module's sync now (409 while syncing or paused).
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { idempotencyKeyOf } from "@/lib/api/idempotency-key";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { requestModuleSync } from "@/lib/modules/request-module-sync";

export const POST = withApi<{ id: string }>(
  async ({ request, params, principal, origin }) => {
    const status = await requestModuleSync({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      moduleId: params.id,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return jsonResponse(status, { status: 202 });
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
