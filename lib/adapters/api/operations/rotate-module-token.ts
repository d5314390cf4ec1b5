// POST /v1/modules/{id}/tokens: rotate the module's cloud-platform token.
import { sha256Hex } from "../../../platform/crypto/sha256";
import { getCloudPlatform } from "../../../domains/modules/cloud-platform/get-cloud-platform";
import { rotateModuleToken as rotateToken } from "../../../domains/modules/rotate-module-token";
import { idempotencyKeyHeaderSchema, moduleTokenRotationSchema, rotateModuleTokenBodySchema } from "../../../platform/schemas/module-tokens";
import { moduleIdParamsSchema } from "../../../platform/schemas/modules";
import { idempotencyKeyOf } from "../idempotency-key";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const rotateModuleToken = defineOperation({
  method: "post",
  path: "/v1/modules/{id}/tokens",
  operationId: "rotateModuleToken",
  summary: "Rotate a module's cloud-platform token",
  description:
    "Issues a new cloud-platform token for the module and returns it once. The previous token keeps working for `grace_period_seconds` (default 24 h). Send an `Idempotency-Key` header to retry safely: the same key and body return the same result and rotate once; the same key with another body is a 422.",
  tags: ["Modules"],
  scope: "write",
  params: moduleIdParamsSchema,
  headers: idempotencyKeyHeaderSchema,
  body: { schema: rotateModuleTokenBodySchema, example: { grace_period_seconds: 3600 } },
  success: {
    status: 201,
    description: "The new token, shown once, and when the previous one stops working.",
    schema: moduleTokenRotationSchema,
    example: {
      token: "cpt_7Hq2mX9rLw0Zb4Nc8Vt1Ks6Jd3Fy5Pg2Ua0Ee9Ri",
      token_hint: "cpt_…e9Ri",
      created_at: "2026-11-22T10:00:00Z",
      previous_token_expires_at: "2026-11-23T10:00:00Z",
    },
  },
  errors: [400, 404, 409, 415, 422],
  handler: async ({ request, params, body, principal, origin }) => {
    const rotation = await rotateToken({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      moduleId: params.id,
      gracePeriodSeconds: body.grace_period_seconds,
      idempotencyKey: idempotencyKeyOf(request),
      requestHash: sha256Hex(JSON.stringify({ grace_period_seconds: body.grace_period_seconds ?? null })),
      adapter: getCloudPlatform(),
    });
    return jsonResponse(rotation, { status: 201 });
  },
});
