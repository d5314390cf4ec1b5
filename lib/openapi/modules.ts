import type { ZodOpenApiPathsObject } from "zod-openapi";
import { idempotencyKeyHeaderSchema, moduleTokenRotationSchema, rotateModuleTokenBodySchema } from "../schemas/module-tokens";
import { moduleIdParamsSchema, moduleListSchema, moduleStatusSchema } from "../schemas/modules";
import { exampleModule, exampleModuleStatus } from "./examples";
import { defineOperation } from "./operation";

export const listModulesOperation = defineOperation({
  operationId: "listModules",
  summary: "List modules",
  description: "The modules active on the account, each with a copy of its synchronization state, so a list needs no second call.",
  tags: ["Modules"],
  scope: "read",
  success: { status: 200, description: "The account's active modules.", schema: moduleListSchema, example: { data: [exampleModule] } },
});

export const getModuleStatusOperation = defineOperation({
  operationId: "getModuleStatus",
  summary: "Read a module's synchronization state",
  description: "The current synchronization state of one module: state, progress, timings, records and the last error.",
  tags: ["Modules"],
  scope: "read",
  requestParams: { path: moduleIdParamsSchema },
  success: { status: 200, description: "The module's synchronization state.", schema: moduleStatusSchema, example: exampleModuleStatus },
  errors: [404],
});


export const rotateModuleTokenOperation = defineOperation({
  operationId: "rotateModuleToken",
  summary: "Rotate a module's cloud-platform token",
  description:
    "Issues a new cloud-platform token for the module and returns it once. The previous token keeps working for `grace_period_seconds` (default 24 h). Send an `Idempotency-Key` header to retry safely: the same key and body return the same result and rotate once; the same key with another body is a 422.",
  tags: ["Modules"],
  scope: "write",
  requestParams: { path: moduleIdParamsSchema, header: idempotencyKeyHeaderSchema },
  requestBody: { schema: rotateModuleTokenBodySchema, example: { grace_period_seconds: 3600 } },
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
  errors: [400, 404, 413, 415, 422],
});

export const requestModuleSyncOperation = defineOperation({
  operationId: "requestModuleSync",
  summary: "Start a module's sync now",
  description:
    "Makes the module's next sync due now instead of at its scheduled time, for example to retry after a failure. The sync starts within seconds; follow it with `GET /v1/modules/{id}/status`. A 409 while a sync is running or the module is paused. Send an `Idempotency-Key` header to retry safely: a retry with the same key returns the first answer and starts one sync.",
  tags: ["Modules"],
  scope: "write",
  requestParams: { path: moduleIdParamsSchema, header: idempotencyKeyHeaderSchema },
  success: {
    status: 202,
    description: "Accepted: the module's state, with `next_sync_at` now.",
    schema: moduleStatusSchema,
    example: {
      ...exampleModuleStatus,
      state: "failed",
      next_sync_at: "2026-11-22T10:00:00Z",
      last_error: { code: "platform_unavailable", message: "The cloud platform did not answer." },
    },
  },
  errors: [404, 409],
  // Whether a live server answers 202 or 409 depends on the module's state at that moment (a
  // demo module may be paused or syncing): collection runs and client conformance accept both.
  extensions: { "x-conformance-also-accepts": [409] },
});

export const modulePaths: ZodOpenApiPathsObject = {
  "/v1/modules": { get: listModulesOperation },
  "/v1/modules/{id}/status": { get: getModuleStatusOperation },
  "/v1/modules/{id}/tokens": { post: rotateModuleTokenOperation },
  "/v1/modules/{id}/sync": { post: requestModuleSyncOperation },
};
