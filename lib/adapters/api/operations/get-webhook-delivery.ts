// GET /v1/webhooks/{id}/deliveries/{msg_id}: one delivery with its request body and every attempt.
import { exampleDeliveryDetail } from "../../openapi/webhook-examples";
import { deliveryDetailSchema, deliveryParamsSchema } from "../../../platform/schemas/webhooks";
import { getDeliveryWithAttempts } from "../../../domains/webhooks/get-delivery-with-attempts";
import { toDeliveryDetailResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const getWebhookDelivery = defineOperation({
  method: "get",
  path: "/v1/webhooks/{id}/deliveries/{msg_id}",
  operationId: "getWebhookDelivery",
  summary: "Read a delivery with its attempts",
  description: "One delivery with the request body it sends and every attempt: status, latency, request headers (without signatures) and the first 4 KiB of the response.",
  tags: ["Webhooks"],
  scope: "read",
  params: deliveryParamsSchema,
  success: { status: 200, description: "The delivery and its attempts.", schema: deliveryDetailSchema, example: exampleDeliveryDetail },
  errors: [404],
  handler: async ({ params, principal }) => {
    const delivery = await getDeliveryWithAttempts({ accountId: principal.accountId, webhookId: params.id, deliveryId: params.msg_id });
    return jsonResponse(toDeliveryDetailResource(delivery));
  },
});
