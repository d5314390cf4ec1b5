// POST /v1/modules/{id}/tokens: rotate the module's cloud-platform token.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { idempotencyKeyOf } from "@/lib/api/idempotency-key";
import { jsonResponse } from "@/lib/api/json-response";
import { parseJsonBody } from "@/lib/api/parse-request";
import { withApi } from "@/lib/api/with-api";
import { sha256Hex } from "@/lib/crypto/sha256";
import { getCloudPlatform } from "@/lib/modules/cloud-platform/get-cloud-platform";
import { rotateModuleToken } from "@/lib/modules/rotate-module-token";
import { rotateModuleTokenBodySchema } from "@/lib/schemas/module-tokens";

export const POST = withApi<{ id: string }>(
  async ({ request, params, principal, origin }) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const body = await parseJsonBody(request, rotateModuleTokenBodySchema);
    const rotation = await rotateModuleToken({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      moduleId: params.id,
      gracePeriodSeconds: body.grace_period_seconds,
      idempotencyKey,
      requestHash: sha256Hex(JSON.stringify({ grace_period_seconds: body.grace_period_seconds ?? null })),
      adapter: getCloudPlatform(),
    });
    return jsonResponse(rotation, { status: 201 });
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
