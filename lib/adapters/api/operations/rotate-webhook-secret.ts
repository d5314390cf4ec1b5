// POST /v1/webhooks/{id}/rotate-secret: a new signing secret (shown once); the old one signs too for 24 h.
import { exampleSecret, exampleWebhook } from "../../openapi/webhook-examples";
import { webhookIdParamsSchema, webhookSecretRotationSchema } from "../../../platform/schemas/webhooks";
import { rotateWebhookSecret as rotateSecret } from "../../../domains/webhooks/rotate-webhook-secret";
import { toWebhookResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { defineOperation } from "../operation";

export const rotateWebhookSecret = defineOperation({
  method: "post",
  path: "/v1/webhooks/{id}/rotate-secret",
  operationId: "rotateWebhookSecret",
  summary: "Rotate the signing secret",
  description:
    "Issues a new signing secret and returns it once. For the next 24 hours every delivery carries two space-separated signatures, one per secret, so receivers can switch without missing a delivery. Rotating again within those 24 hours retires the oldest secret at once.",
  tags: ["Webhooks"],
  scope: "write",
  params: webhookIdParamsSchema,
  success: {
    status: 200,
    description: "The webhook with its new secret, shown this once.",
    schema: webhookSecretRotationSchema,
    example: { ...exampleWebhook, secret_rotated_at: "2026-11-22T10:00:00Z", secret: exampleSecret, previous_secret_expires_at: "2026-11-23T10:00:00Z" },
  },
  errors: [404],
  handler: async ({ params, principal, origin }) => {
    const { webhook, secret } = await rotateSecret({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return jsonResponse({
      ...toWebhookResource(webhook),
      secret,
      previous_secret_expires_at: webhook.previousSecretExpiresAt!.toISOString(),
    });
  },
});
