// POST /v1/webhooks/{id}/recover: queue again every failed delivery since a moment (≤ 7 days back).
import { recoverWebhookBodySchema, webhookRecoverySchema } from "../../../platform/schemas/webhook-recovery";
import { webhookIdParamsSchema } from "../../../platform/schemas/webhooks";
import { recoverWebhook as recover } from "../../../domains/webhooks/recover-webhook";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const recoverWebhook = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/recover",
  operationId: "recoverWebhook",
  summary: "Recover failed deliveries",
  description:
    "Queues an attempt now for every delivery of this endpoint that failed and was created at or after `since` (at most 7 days back: an earlier moment counts from 7 days ago, and the answer's `since` says so), each with its original `webhook-id` so receivers can deduplicate. Idempotent: repeating it while they are pending queues nothing more. The endpoint must be enabled (409 otherwise).",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  body: { schema: recoverWebhookBodySchema, example: { since: "2026-11-20T09:00:00Z" } },
  success: {
    status: 202,
    description: "How many deliveries were queued again.",
    schema: webhookRecoverySchema,
    example: { webhook_id: "wh_01jd4y3k6efq9b8c1m2n3p4q5r", since: "2026-11-20T09:00:00.000Z", requeued: 3 },
  },
  errors: [400, 404, 409, 415, 422],
  handler: async ({ params, body, principal, origin }) => {
    const result = await recover({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, since: new Date(body.since) });
    return jsonResponse({ webhook_id: result.webhookId, since: result.since.toISOString(), requeued: result.requeued }, { status: 202 });
  },
});
