import { z } from "zod";
import { pageMetaShape, pageQuerySchema, timeBoundSchema, typeIdSchema } from "./common";
import { actorTypes } from "./vocabulary";

// The audit journal as the API shows it: GET /v1/audit.

/** Any prefixed id of this API (`usr_…`, `tok_…`, `mod_…`, `wh_…`, …): actors and resources. */
const anyIdSchema = (description: string, example: string) =>
  z
    .string()
    .max(33)
    .regex(/^[a-z]{2,5}_[0-7][0-9a-hjkmnp-tv-z]{25}$/)
    .meta({ description, example });

/** `occurred_at` keeps the database's microseconds, so it can be passed back as `until` exactly. */
const occurredAtSchema = z
  .string()
  .datetime()
  .max(32)
  .meta({ description: "When it happened: RFC 3339 UTC with microseconds.", example: "2026-11-22T09:30:00.123456Z" });

const actionSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/)
  .meta({
    description:
      "What happened, `resource.verb`: `user.signed_in`, `user.sign_in_failed`, `token.created`, `token.revoked`, `token.authentication_refused`, `module.token.rotated`, `webhook.created`, `webhook.deleted`, `rate_limit.extension_requested`, `rate_limit.extended`, … New actions may be added: treat unknown ones as opaque.",
    example: "module.token.rotated",
  });

const auditActorSchema = z
  .object({
    type: z.enum(actorTypes).meta({ description: "A person in the customer area, an access token, or the operator (system).", example: "user" }),
    id: anyIdSchema("The user's or token's id; null for the system.", "usr_01jd4y3k6efq9b8c1m2n3p4q5r").nullable(),
    display: z
      .string()
      .max(320)
      .meta({ description: "Human name at the time: an email, a token name, `operator (cli)`.", example: "admin@acme.test" }),
  })
  .meta({ id: "AuditActor", description: "Who did it." });

const auditResourceSchema = z
  .object({
    type: z
      .string()
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/)
      .meta({ description: "Kind of resource: `module`, `access_token`, `webhook`, `user`, `account`, `invoice`, …", example: "module" }),
    id: anyIdSchema("The resource's id.", "mod_01jd4y3k6efq9b8c1m2n3p4q5r"),
  })
  .meta({ id: "AuditResource", description: "What it was done to." });

const auditEntrySchema = z
  .object({
    id: typeIdSchema("aud", "The entry's id."),
    occurred_at: occurredAtSchema,
    action: actionSchema,
    actor: auditActorSchema,
    resource: auditResourceSchema.nullable().meta({ description: "What it was done to; null when there is no single resource." }),
    ip: z
      .string()
      .max(45)
      .regex(/^[0-9A-Fa-f:.]{2,45}$/)
      .nullable()
      .meta({ description: "Client address (IPv4 or IPv6), when known.", example: "203.0.113.24" }),
    user_agent: z.string().max(512).nullable().meta({ description: "Client user agent, when known (at most 512 characters).", example: "integrations-typescript/1.0.0" }),
    metadata: z
      .record(z.string().max(64), z.unknown())
      .meta({
        description: "Details of the action, never a secret: hints, names, dates, reasons.",
        example: { token_hint: "cpt_…e9Ri", grace_period_seconds: 3600, previous_token_expires_at: "2026-11-22T10:30:00.000Z" },
      }),
  })
  .meta({ id: "AuditEntry", description: "One entry of the append-only audit journal." });

export const listAuditQuerySchema = pageQuerySchema
  .extend({
    action: actionSchema.optional().meta({ description: "Only entries with this action, e.g. `token.created`." }),
    actor_id: anyIdSchema("Only entries by this actor (`usr_…` or `tok_…`).", "usr_01jd4y3k6efq9b8c1m2n3p4q5r").optional(),
    actor_type: z
      .enum(actorTypes)
      .optional()
      .meta({ description: "Only entries by this kind of actor: `user`, `token`, or `system` (the operator, who has no id).", example: "system" }),
    resource_id: anyIdSchema("Only entries about this resource (`mod_…`, `tok_…`, `wh_…`, …).", "mod_01jd4y3k6efq9b8c1m2n3p4q5r").optional(),
    since: timeBoundSchema("Only entries at or after this instant (inclusive), RFC 3339."),
    until: timeBoundSchema("Only entries before this instant (exclusive), RFC 3339."),
  })
  .strict()
  .refine((query) => !query.since || !query.until || Date.parse(query.since) < Date.parse(query.until), {
    path: ["until"],
    message: "Must be later than `since`.",
  });

export const auditEntryListSchema = z
  .object({
    data: z.array(auditEntrySchema).max(200).meta({ description: "Entries, newest first (by `occurred_at`, then `id`)." }),
    ...pageMetaShape,
  })
  .meta({ id: "AuditEntryList", description: "A page of the audit journal." });

export const linkHeaderSchema = z.object({
  Link: z
    .string()
    .max(1024)
    .regex(/^<[^>]+>; rel="next"$/)
    .optional()
    .meta({ description: "RFC 8288 link to the next page; absent on the last page.", example: '</v1/audit?limit=50&cursor=eyJ2IjoxfQ.c2ln>; rel="next"', header: { id: "Link" } }),
});

export type AuditEntryResource = z.infer<typeof auditEntrySchema>;
