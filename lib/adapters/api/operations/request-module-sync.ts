// POST /v1/modules/{id}/sync: start the module's sync now (409 while syncing or paused).
import { requestModuleSync as startSyncNow } from "../../../domains/modules/request-module-sync";
import { exampleModuleStatus } from "../../../domains/events/example-module-status";
import { idempotencyKeyHeaderSchema } from "../../../platform/schemas/module-tokens";
import { moduleIdParamsSchema, moduleStatusSchema } from "../../../platform/schemas/modules";
import { idempotencyKeyOf } from "../idempotency-key";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const requestModuleSync = defineOperation({
  method: "post",
  path: "/v1/modules/{id}/sync",
  operationId: "requestModuleSync",
  summary: "Start a module's sync now",
  description:
    "Makes the module's next sync due now instead of at its scheduled time, for example to retry after a failure. The sync starts within seconds; follow it with `GET /v1/modules/{id}/status`. A 409 while a sync is running or the module is paused. Send an `Idempotency-Key` header to retry safely: a retry with the same key returns the first answer and starts one sync.",
  tags: ["Modules"],
  scope: "write",
  params: moduleIdParamsSchema,
  headers: idempotencyKeyHeaderSchema,
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
  handler: async ({ request, params, principal, origin }) => {
    const status = await startSyncNow({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      moduleId: params.id,
      idempotencyKey: idempotencyKeyOf(request),
    });
    return jsonResponse(status, { status: 202 });
  },
});
