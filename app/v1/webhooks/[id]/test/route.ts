// POST /v1/webhooks/{id}/test: queue a `webhook.test` event for this endpoint only.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { sendTestEvent } from "@/lib/webhooks/send-test-event";
import { toDeliveryResource } from "@/lib/webhooks/webhook-resource";

export const POST = withApi<{ id: string }>(
  async ({ params, principal, origin }) => {
    const { event, delivery } = await sendTestEvent({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return jsonResponse(toDeliveryResource({ ...delivery, eventType: event.type, lastAttempt: null }), { status: 202 });
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
