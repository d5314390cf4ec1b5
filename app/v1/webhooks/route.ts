// GET /v1/webhooks: the account's endpoints. POST /v1/webhooks: register one (secret shown once).
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { parseJsonBody } from "@/lib/api/parse-request";
import { withApi } from "@/lib/api/with-api";
import { createWebhookBodySchema } from "@/lib/schemas/webhooks";
import { createWebhook } from "@/lib/webhooks/create-webhook";
import { listWebhooks } from "@/lib/webhooks/list-webhooks";
import { toWebhookResource } from "@/lib/webhooks/webhook-resource";

export const GET = withApi(
  async ({ principal }) => {
    const webhooks = await listWebhooks({ accountId: principal.accountId });
    return jsonResponse({ data: webhooks.map(toWebhookResource) });
  },
  { scope: "read" },
);

export const POST = withApi(
  async ({ request, principal, origin }) => {
    const body = await parseJsonBody(request, createWebhookBodySchema);
    const { webhook, secret } = await createWebhook({
      accountId: principal.accountId,
      actor: principal.actor,
      origin,
      url: body.url,
      events: body.events,
      description: body.description,
    });
    return jsonResponse({ ...toWebhookResource(webhook), secret }, { status: 201 });
  },
  { scope: "write" },
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods(["GET", "POST"]);
