// GET /v1/webhooks/{id}/deliveries: a page of the endpoint's delivery log, newest first.
import { refuseOtherMethods } from "@/lib/api/answer-without-operation";
import { decodeCursor, encodeCursor } from "@/lib/api/cursor";
import { jsonResponse } from "@/lib/api/json-response";
import { nextLinkHeader } from "@/lib/api/next-link";
import { withApi } from "@/lib/api/with-api";
import { listDeliveriesQuerySchema } from "@/lib/schemas/webhooks";
import { listWebhookDeliveries } from "@/lib/webhooks/list-webhook-deliveries";
import { toDeliveryResource } from "@/lib/webhooks/webhook-resource";

export const GET = withApi<{ id: string }, typeof listDeliveriesQuerySchema>(
  async ({ request, params, query, principal }) => {
    // The cursor belongs to this webhook's log: one issued for another list is refused (400).
    const scope = { kind: `deliveries:${params.id}`, accountId: principal.accountId, filters: {} };
    const position = query.cursor ? decodeCursor(query.cursor, scope) : undefined;
    const before = position ? { createdAt: new Date(position.created_at!), id: position.id! } : undefined;
    const page = await listWebhookDeliveries({ accountId: principal.accountId, webhookId: params.id, before, limit: query.limit });
    const nextCursor = page.next ? encodeCursor(scope, { created_at: page.next.createdAt.toISOString(), id: page.next.id }) : null;
    return jsonResponse(
      { data: page.deliveries.map(toDeliveryResource), next_cursor: nextCursor, has_more: nextCursor !== null },
      { headers: nextLinkHeader(request, nextCursor) },
    );
  },
  { scope: "read", query: listDeliveriesQuerySchema },
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods(["GET"]);
