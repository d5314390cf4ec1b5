// GET /v1/webhooks/{id}/deliveries: a page of the endpoint's delivery log, newest first.
import { exampleDelivery } from "../../openapi/webhook-examples";
import { decodeCursor, encodeCursor } from "../../../platform/pagination/signed-cursor";
import { linkHeaderSchema } from "../../../platform/schemas/audit";
import { deliveryListSchema, listDeliveriesQuerySchema, webhookIdParamsSchema } from "../../../platform/schemas/webhooks";
import { listWebhookDeliveries as listDeliveries } from "../../../domains/webhooks/list-webhook-deliveries";
import { toDeliveryResource } from "../../../domains/webhooks/webhook-resource";
import { jsonResponse } from "../json-response";
import { nextLinkHeader } from "../next-link";
import { defineOperation } from "../operation";

export const listWebhookDeliveries = defineOperation({
  method: "get",
  path: "/v1/webhooks/{id}/deliveries",
  operationId: "listWebhookDeliveries",
  summary: "List a webhook's deliveries",
  description: "The delivery log, newest first, cursor-paged, each delivery with its status and its latest attempt's HTTP status and latency.",
  tags: ["Webhooks"],
  scope: "read",
  params: webhookIdParamsSchema,
  query: listDeliveriesQuerySchema,
  success: {
    status: 200,
    description: "A page of deliveries.",
    schema: deliveryListSchema,
    example: { data: [exampleDelivery], next_cursor: null, has_more: false },
    headers: linkHeaderSchema,
  },
  errors: [400, 404],
  handler: async ({ request, params, query, principal }) => {
    // The cursor belongs to this webhook's log: one issued for another list is refused (400).
    const scope = { kind: `deliveries:${params.id}`, accountId: principal.accountId, filters: {} };
    const position = query.cursor ? decodeCursor(query.cursor, scope) : undefined;
    const before = position ? { createdAt: new Date(position.created_at!), id: position.id! } : undefined;
    const page = await listDeliveries({ accountId: principal.accountId, webhookId: params.id, before, limit: query.limit });
    const nextCursor = page.next ? encodeCursor(scope, { created_at: page.next.createdAt.toISOString(), id: page.next.id }) : null;
    return jsonResponse(
      { data: page.deliveries.map(toDeliveryResource), next_cursor: nextCursor, has_more: nextCursor !== null },
      { headers: nextLinkHeader(request, nextCursor) },
    );
  },
});
