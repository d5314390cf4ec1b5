import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { exampleEventData as exampleData } from "../../domains/events/example-event-data";
import { eventTypes, type EventType } from "../../platform/schemas/event-catalogue";
import { webhookEventSchema } from "../../platform/schemas/webhook-events";

// The document's `webhooks` section (OpenAPI 3.1): the requests this service sends to a
// registered endpoint, one per event type of the catalogue, with the Standard Webhooks headers.

const signatureHeadersSchema = z.object({
  "webhook-id": z
    .string()
    .max(30)
    .regex(/^msg_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
    .meta({ description: "The delivery's id: the same on every retry, so deduplicate on it.", example: "msg_01jd4y3k6efq9b8c1m2n3p4q5r" }),
  "webhook-timestamp": z
    .string()
    .max(20)
    .regex(/^[0-9]+$/)
    .meta({ description: "Unix seconds when this attempt was sent. Refuse deliveries more than 5 minutes off your clock.", example: "1795340460" }),
  "webhook-signature": z
    .string()
    .max(200)
    .regex(/^v1,[A-Za-z0-9+/]+={0,2}( v1,[A-Za-z0-9+/]+={0,2})?$/)
    .meta({
      description:
        "`v1,` + base64 HMAC-SHA256, keyed with the base64-decoded secret after `whsec_`, of `{webhook-id}.{webhook-timestamp}.{body}`. Two space-separated signatures for 24 h after a secret rotation: accept the request if either verifies.",
      example: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    }),
});


const operationIdOf = (type: EventType) =>
  "on" + type.split(/[._]/).map((part) => part[0]!.toUpperCase() + part.slice(1)).join("");

function eventOperation(type: EventType): ZodOpenApiOperationObject {
  return {
    operationId: operationIdOf(type),
    summary: `\`${type}\``,
    description:
      "Sent to every enabled endpoint subscribed to this type (or to `*`). Verify the signature on the raw body with a Standard Webhooks library before trusting it. Answer any 2xx within 10 seconds to acknowledge; anything else (including redirects, which are not followed) is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h, each with jitter, honouring `Retry-After` on 429 and 503. A 410 disables the endpoint; so do 5 days without a success.",
    tags: ["Webhooks"],
    security: [],
    requestParams: { header: signatureHeadersSchema },
    requestBody: {
      required: true,
      content: {
        "application/json": {
          schema: webhookEventSchema(type),
          example: { type, timestamp: "2026-11-22T09:30:00.000Z", data: exampleData[type] },
        },
      },
    },
    responses: {
      "200": { description: "Acknowledged (any 2xx status does). The response body is kept, up to 4 KiB, in the delivery log." },
      "410": { description: "The endpoint is gone: the delivery fails and the endpoint is disabled." },
    },
  };
}

export const webhookEvents: ZodOpenApiPathsObject = Object.fromEntries(eventTypes.map((type) => [type, { post: eventOperation(type) }]));
