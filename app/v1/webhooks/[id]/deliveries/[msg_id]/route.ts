// GET /v1/webhooks/{id}/deliveries/{msg_id}: one delivery with its request body and every attempt.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { getDeliveryWithAttempts } from "@/lib/webhooks/get-delivery-with-attempts";
import { toDeliveryDetailResource } from "@/lib/webhooks/webhook-resource";

export const GET = withApi<{ id: string; msg_id: string }>(
  async ({ params, principal }) => {
    const delivery = await getDeliveryWithAttempts({ accountId: principal.accountId, webhookId: params.id, deliveryId: params.msg_id });
    return jsonResponse(toDeliveryDetailResource(delivery));
  },
  { scope: "read" },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
