// POST /v1/webhooks/{id}/deliveries/{msg_id}/resend: attempt the delivery again now, same webhook-id.
import { exampleDelivery } from "../../openapi/webhook-examples";
import { deliveryParamsSchema, deliverySchema } from "../../../platform/schemas/webhooks";
import { resendDelivery } from "../../../domains/webhooks/resend-delivery";
import { toDeliveryResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const resendWebhookDelivery = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/deliveries/{msg_id}/resend",
  operationId: "resendWebhookDelivery",
  summary: "Resend a delivery",
  description:
    "Schedules a new attempt now with the same `webhook-id`, so the receiver can deduplicate; a failed delivery gets one more attempt. The endpoint must be enabled (409 otherwise).",
  tags: ["Webhooks"],
  scope: "write",
  params: deliveryParamsSchema,
  success: { status: 202, description: "The delivery, pending again.", schema: deliverySchema, example: { ...exampleDelivery, status: "pending", next_attempt_at: "2026-11-22T11:00:00Z" } },
  errors: [404, 409],
  handler: async ({ params, principal, origin }) => {
    const delivery = await resendDelivery({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      webhookId: params.id,
      deliveryId: params.msg_id,
    });
    return jsonResponse(toDeliveryResource(delivery), { status: 202 });
  },
});
