// GET /v1/webhooks/{id}: one endpoint. PATCH: change it in place. DELETE: remove it and its delivery log.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { jsonResponse } from "@/lib/api/json-response";
import { parseJsonBody } from "@/lib/api/parse-request";
import { withApi } from "@/lib/api/with-api";
import { updateWebhookBodySchema } from "@/lib/schemas/webhooks";
import { updateWebhook } from "@/lib/webhooks/update-webhook";
import { deleteWebhook } from "@/lib/webhooks/delete-webhook";
import { getWebhookOrThrow } from "@/lib/webhooks/get-webhook-or-throw";
import { toWebhookResource } from "@/lib/webhooks/webhook-resource";

export const GET = withApi<{ id: string }>(
  async ({ params, principal }) => {
    const webhook = await getWebhookOrThrow({ accountId: principal.accountId, webhookId: params.id });
    return jsonResponse(toWebhookResource(webhook));
  },
  { scope: "read" },
);

export const PATCH = withApi<{ id: string }>(
  async ({ request, params, principal, origin }) => {
    const body = await parseJsonBody(request, updateWebhookBodySchema);
    const { webhook } = await updateWebhook({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id, ...body });
    return jsonResponse(toWebhookResource(webhook));
  },
  { scope: "write" },
);

export const DELETE = withApi<{ id: string }>(
  async ({ params, principal, origin }) => {
    await deleteWebhook({ accountId: principal.accountId, actor: principal.actor, origin, webhookId: params.id });
    return new Response(null, { status: 204 });
  },
  { scope: "write" },
);

export const { POST, PUT } = refuseOtherMethods(["GET", "PATCH", "DELETE"]);
