// POST /v1/webhooks/{id}/rotate-secret: issue a new signing secret (shown once); the old one signs too for 24 h.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { withApi } from "@/lib/api/with-api";
import { rotateWebhookSecret } from "@/lib/webhooks/rotate-webhook-secret";
import { toWebhookResource } from "@/lib/webhooks/webhook-resource";

export const POST = withApi<{ id: string }>(
  async ({ params, principal, origin }) => {
    const { webhook, secret } = await rotateWebhookSecret({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return jsonResponse({
      ...toWebhookResource(webhook),
      secret,
      previous_secret_expires_at: webhook.previousSecretExpiresAt!.toISOString(),
    });
  },
  { scope: "write" },
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods(["POST"]);
