// POST /v1/webhooks/{id}/deliveries/{msg_id}/resend: attempt the delivery again now, same webhook-id.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { resendDelivery } from "@/lib/webhooks/resend-delivery";
import { toDeliveryResource } from "@/lib/webhooks/webhook-resource";

export const POST = withApi<{ id: string; msg_id: string }>(
  async ({ params, principal, origin }) => {
    const delivery = await resendDelivery({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      webhookId: params.id,
      deliveryId: params.msg_id,
    });
    return jsonResponse(toDeliveryResource(delivery), { status: 202 });
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
