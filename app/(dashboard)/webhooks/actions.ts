"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { IntegrationsApiError, unwrap, type Problem, type components } from "@/clients/typescript/src";
import { adminAction } from "@/lib/adapters/actions/admin-action";
import { eventTypes } from "@/lib/platform/schemas/event-catalogue";
import { sendTestEvent } from "@/lib/domains/webhooks/send-test-event";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { renderDeliveryPage } from "./[id]/delivery-page";

// Every webhook operation of the customer area goes through the v1 API with the project's
// client, like an integrator's call: the API validates, audits and refuses SSRF targets.
// Inputs are only shaped here; the API's problems come back as field errors.

type EventFilter = components["schemas"]["CreateWebhookRequest"]["events"][number];

const webhookIdSchema = z.object({ id: z.string().min(1).max(64) });
const deliveryIdSchema = webhookIdSchema.extend({ msgId: z.string().min(1).max(64) });

const createWebhookSchema = z.object({
  url: z.string().trim().min(1, "Enter the URL your receiver listens on, such as https://erp.example.com/webhooks.").max(2048, "Use a URL of at most 2048 characters."),
  events: z.array(z.string().max(64)).max(50),
  description: z.string().trim().max(500).optional(),
});

const path = (id: string) => ({ params: { path: { id } } });

/** `POST /v1/webhooks`: the new webhook and its secret, which leaves the server this once. */
export const createWebhookAction = adminAction(createWebhookSchema, async (input, { admin }) => {
  const client = await getV1Client(admin);
  const body = { url: input.url, events: input.events as EventFilter[], description: input.description || undefined };
  const created = unwrap(await client.POST("/v1/webhooks", { body }));
  revalidatePath("/webhooks");
  return created;
}, { permission: "api_write" });

const updateWebhookSchema = webhookIdSchema.extend({
  url: z.string().trim().min(1, "Enter the URL your receiver listens on, such as https://erp.example.com/webhooks.").max(2048, "Use a URL of at most 2048 characters."),
  events: z.array(z.string().max(64)).min(1, "Choose at least one event type, or All events.").max(50),
  description: z.string().trim().max(500, "Use at most 500 characters.").optional(),
});

/** `PATCH /v1/webhooks/{id}`: URL, events and description in place; the secret stays. */
export const updateWebhookAction = adminAction(updateWebhookSchema, async ({ id, ...input }, { admin }) => {
  const client = await getV1Client(admin);
  const body = { url: input.url, events: input.events as EventFilter[], description: input.description || null };
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
