"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { IntegrationsApiError, unwrap, type Problem } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { eventTypes } from "@/lib/platform/schemas/event-catalogue";
import { createWebhookBodySchema, webhookEndpointFields } from "@/lib/platform/schemas/webhooks";
import { sendTestEvent } from "@/lib/domains/webhooks/send-test-event";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { renderDeliveryPage } from "./[id]/delivery-page";

// Every webhook operation of the customer area goes through the v1 API with the project's
// client, like an integrator's call: the API validates, audits and refuses SSRF targets.
// Inputs are checked with the API's own schemas (lib/platform/schemas/webhooks.ts), so a form
// is refused exactly where the API would refuse it; the API's problems come back as field errors.

const webhookIdSchema = z.object({ id: z.string().min(1).max(64) });
const deliveryIdSchema = webhookIdSchema.extend({ msgId: z.string().min(1).max(64) });


const path = (id: string) => ({ params: { path: { id } } });

/** `POST /v1/webhooks`: the new webhook and its secret, which leaves the server this once. */
export const createWebhookAction = adminAction(createWebhookBodySchema, async (input, { admin }) => {
  const client = await getV1Client(admin);
  const body = { ...input, description: input.description || undefined };
  const created = unwrap(await client.POST("/v1/webhooks", { body }));
  revalidatePath("/webhooks");
  return created;
}, { permission: "api_write" });

// The edit form sends every field: PATCH's optional ones, required.
const updateWebhookSchema = webhookIdSchema.extend(webhookEndpointFields);

/** `PATCH /v1/webhooks/{id}`: URL, events and description in place; the secret stays. */
export const updateWebhookAction = adminAction(updateWebhookSchema, async ({ id, ...input }, { admin }) => {
  const client = await getV1Client(admin);
  const body = { ...input, description: input.description || null };
  const updated = unwrap(await client.PATCH("/v1/webhooks/{id}", { ...path(id), body }));
  revalidatePath(`/webhooks/${id}`);
  revalidatePath("/webhooks");
  return updated;
}, { permission: "api_write" });

/**
 * "Send example": an example of any event type to this endpoint. The v1 test operation sends
 * `webhook.test` only, so this customer-area extra calls the service (which audits it).
 */
export const sendExampleEventAction = adminAction(webhookIdSchema.extend({ eventType: z.enum(eventTypes) }), async ({ id, eventType }, { service }) => {
  const { event } = await sendTestEvent({ ...service, webhookId: id, eventType });
  return { eventType: event.type };
}, { permission: "api_write" });

/** Polled by the delivery log: `GET /v1/webhooks/{id}/deliveries`. */
export const listDeliveriesAction = adminAction(
  webhookIdSchema.extend({ cursor: z.string().max(512).optional(), limit: z.number().int().min(1).max(100) }),
  async ({ id, cursor, limit }, { admin }) => {
    const client = await getV1Client(admin, ["read"]);
    return renderDeliveryPage(unwrap(await client.GET("/v1/webhooks/{id}/deliveries", { params: { path: { id }, query: { limit, cursor } } })));
  },
);

/** The row detail: `GET /v1/webhooks/{id}/deliveries/{msg_id}`. */
export const getDeliveryAction = adminAction(deliveryIdSchema, async ({ id, msgId }, { admin }) => {
  const client = await getV1Client(admin, ["read"]);
  return unwrap(await client.GET("/v1/webhooks/{id}/deliveries/{msg_id}", { params: { path: { id, msg_id: msgId } } }));
});

export const resendDeliveryAction = adminAction(deliveryIdSchema, async ({ id, msgId }, { admin }) => {
  const client = await getV1Client(admin);
  return unwrap(await client.POST("/v1/webhooks/{id}/deliveries/{msg_id}/resend", { params: { path: { id, msg_id: msgId } } }));
}, { permission: "api_write" });

export const sendTestEventAction = adminAction(webhookIdSchema, async ({ id }, { admin }) => {
  const client = await getV1Client(admin);
  return unwrap(await client.POST("/v1/webhooks/{id}/test", path(id)));
}, { permission: "api_write" });

const apiVersionSchema = webhookIdSchema.extend({ apiVersion: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * "Send a test event at the new version first": examples of the event types whose payloads differ
 * between the two versions (else `webhook.test`), rendered at the chosen version; the endpoint
 * stays where it is. Like "Send example", a customer-area extra that calls the service (audited).
 */
export const sendTestEventAtVersionAction = adminAction(
  apiVersionSchema.extend({ eventTypes: z.array(z.enum(eventTypes)).max(eventTypes.length) }),
  async ({ id, apiVersion, eventTypes: types }, { service }) => {
    const sent: string[] = [];
    for (const eventType of types.length > 0 ? types : (["webhook.test"] as const)) {
      const { event } = await sendTestEvent({ ...service, webhookId: id, eventType, apiVersion });
      sent.push(event.type);
    }
    return { eventTypes: sent };
  },
  { permission: "api_write" },
);

/** Moves the endpoint to another API version: `PATCH /v1/webhooks/{id}` with `api_version` (pending retries follow). */
export const setWebhookApiVersionAction = adminAction(apiVersionSchema, async ({ id, apiVersion }, { admin }) => {
  const client = await getV1Client(admin);
  const updated = unwrap(await client.PATCH("/v1/webhooks/{id}", { ...path(id), body: { api_version: apiVersion } }));
  revalidateWebhook(id);
  return updated;
}, { permission: "api_write" });

/** `POST /v1/webhooks/{id}/rotate-secret`: the new secret, shown once. */
export const rotateSecretAction = adminAction(webhookIdSchema, async ({ id }, { admin }) => {
  const client = await getV1Client(admin);
  const rotated = unwrap(await client.POST("/v1/webhooks/{id}/rotate-secret", path(id)));
  revalidateWebhook(id);
  return rotated;
  // Sudo mode: the signing secret is what a receiver trusts.
}, { permission: "api_write", recentProof: true });

export const setWebhookEnabledAction = adminAction(webhookIdSchema.extend({ enabled: z.boolean() }), async ({ id, enabled }, { admin }) => {
  const client = await getV1Client(admin);
  const webhook = enabled
    ? unwrap(await client.POST("/v1/webhooks/{id}/enable", path(id)))
    : unwrap(await client.POST("/v1/webhooks/{id}/disable", path(id)));
  revalidateWebhook(id);
  return webhook;
}, { permission: "api_write" });

export const deleteWebhookAction = adminAction(webhookIdSchema, async ({ id }, { admin }) => {
  const client = await getV1Client(admin);
  const result = await client.DELETE("/v1/webhooks/{id}", path(id));
  // A 204 has no body for unwrap() to return; any other status carries a problem.
  if (!result.response.ok) throw new IntegrationsApiError(result.response.status, result.error as Problem | undefined);
  revalidatePath("/webhooks");
  return { deleted: true };
}, { permission: "api_write" });

function revalidateWebhook(id: string) {
  revalidatePath(`/webhooks/${id}`);
  revalidatePath("/webhooks");
}
