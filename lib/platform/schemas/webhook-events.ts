import { z } from "zod";
import type { EventType } from "./event-catalogue";
import { syncStateSchema, moduleStatusSchema } from "./modules";
import { timestampSchema, typeIdSchema } from "./common";
import { accessScopes } from "./vocabulary";

// The events a webhook receives: the `data` of each type in the catalogue. The body of every
// delivery is `{ type, timestamp, data }`; these schemas are what the document's `webhooks`
// section publishes, and what the services put in the outbox (lib/domains/events/enqueue-event.ts).

const moduleTokenHint = z.string().max(20).regex(/^cpt_…[0-9A-Za-z]{4}$/).meta({ description: "Prefix and last four characters of the new token.", example: "cpt_…e9Ri" });
const accessTokenHint = z.string().max(20).regex(/^mis_at_…[0-9A-Za-z]{4}$/).meta({ description: "Prefix and last four characters of the token.", example: "mis_at_…x7Qa" });
const tokenName = z.string().max(100).meta({ description: "The token's name.", example: "ERP nightly export" });

const webhookEventData: Record<EventType, z.ZodObject> = {
  "module.sync_state.changed": z
    .object({
      module_id: typeIdSchema("mod", "The module."),
      from: syncStateSchema,
      to: syncStateSchema,
      // A copy without the component id: request bodies are read in zod-openapi's input context,
      // and reusing the response component would split it into ModuleStatus and ModuleStatusOutput.
      status: z.object(moduleStatusSchema.shape).meta({ description: "The module's synchronization state after the change." }),
    })
    .meta({ description: "A module's synchronization moved from one state to another; `status` is its state after the change." }),
  "module.token.rotated": z
    .object({
      module_id: typeIdSchema("mod", "The module."),
      created_at: timestampSchema,
      token_hint: moduleTokenHint,
      grace_period_seconds: z.number().int().min(0).max(86_400).meta({ format: "int32", example: 86_400 }),
      previous_token_expires_at: timestampSchema.nullable(),
    })
    .meta({ description: "A module's cloud-platform token was rotated. The token itself is never sent." }),
  "invoice.created": z
    .object({
      id: typeIdSchema("inv", "The invoice."),
      number: z.string().max(40).regex(/^[A-Z0-9-]+-[0-9]{6}$/).meta({ example: "ACME-000012" }),
      period: z.string().max(7).regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/).meta({ description: "Billing month.", example: "2026-10" }),
      total: z.number().int().min(0).max(2_147_483_647).meta({ format: "int32", description: "In minor units.", example: 35_700 }),
      currency: z.string().max(3).regex(/^[A-Z]{3}$/).meta({ description: "ISO 4217.", example: "EUR" }),
    })
    .meta({ description: "A monthly invoice was issued." }),
  "token.created": z
    .object({
      id: typeIdSchema("tok", "The access token."),
      name: tokenName,
      scopes: z.array(z.enum(accessScopes)).min(1).max(2).meta({ example: ["read"] }),
      token_hint: accessTokenHint,
      expires_at: timestampSchema,
    })
    .meta({ description: "An access token was created. The token itself is never sent." }),
  "token.revoked": z
    .object({ id: typeIdSchema("tok", "The access token."), name: tokenName, token_hint: accessTokenHint })
    .meta({ description: "An access token was revoked." }),
  "webhook.test": z
    .object({
      webhook_id: typeIdSchema("wh", "The webhook the test was sent to."),
      message: z.string().max(200).meta({ example: "This is a test event sent from the webhook settings." }),
    })
    .meta({ description: "Sent on request (customer area or `POST /v1/webhooks/{id}/test`) to this one endpoint." }),
};

/** The body of a delivery of one event type. */
export function webhookEventSchema(type: EventType) {
  const id = type
    .split(/[._]/)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  return z
    .object({
      type: z.literal(type),
      timestamp: timestampSchema.meta({ description: "When the event occurred." }),
      data: webhookEventData[type],
    })
    .meta({ id: `${id}Event`, description: `The body of a \`${type}\` delivery.` });
}
