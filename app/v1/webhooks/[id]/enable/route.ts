// POST /v1/webhooks/{id}/enable: resume deliveries (also after the service disabled it).
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { setWebhookEnabled } from "@/lib/webhooks/set-webhook-enabled";
import { toWebhookResource } from "@/lib/webhooks/webhook-resource";

export const POST = withApi<{ id: string }>(
  async ({ params, principal, origin }) => {
    const { webhook } = await setWebhookEnabled({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, enabled: true });
    return jsonResponse(toWebhookResource(webhook));
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
