import { z } from "zod";
import { pageMetaShape, pageQuerySchema, timeBoundSchema, typeIdOfSchema } from "./common";

// The request log as the API shows it: GET /v1/requests and GET /v1/requests/{id}.

/** A request id as X-Request-Id carries it: ours (`req_…`) or the caller's own, when well formed. */
const requestIdSchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9._:-]{8,128}$/)
  .meta({ description: "The request's id, as its answer's `X-Request-Id` and a problem's `request_id` carry it.", example: "req_3q2VbM1xk9Zt0aLp" });

/** Who made a recorded call: an access token, an OAuth client, or a member in the customer area. */
export const credentialTypes = ["access_token", "oauth_client", "user"] as const;
export type CredentialType = (typeof credentialTypes)[number];

export const statusClasses = ["2xx", "3xx", "4xx", "5xx"] as const;

const instantSchema = z.string().datetime().max(32).meta({ description: "RFC 3339 UTC with microseconds.", example: "2026-11-22T09:30:00.123456Z" });

const bodyText = (description: string) =>
  z.string().max(9000).nullable().meta({ description: `${description} Write operations only; secrets redacted; at most 8 KiB. Null for reads, and for members whose role may not see bodies.` });

const requestRecordSchema = z
  .object({
    id: requestIdSchema,
    occurred_at: instantSchema,
    method: z.string().max(16).regex(/^[A-Z]+$/).meta({ example: "POST" }),
    path: z.string().max(2048).meta({ description: "The path called.", example: "/v1/webhooks" }),
    path_template: z.string().max(256).meta({ description: "The operation's path as the OpenAPI document names it.", example: "/v1/webhooks/{id}" }),
    operation_id: z.string().max(64).nullable().meta({ description: "The operation's `operationId`; null when the path is none.", example: "createWebhook" }),
    query: z.string().max(4096).meta({ description: "The query string without `?`, secrets redacted.", example: "limit=50" }),
    status: z.number().int().min(100).max(599).meta({ format: "int32", example: 422 }),
    code: z.string().max(64).nullable().meta({ description: "The problem's `code` (or the OAuth `error`) of an error answer.", example: "validation_failed" }),
    duration_ms: z.number().min(0).max(3_600_000).meta({ description: "From arrival to the answer's headers, in milliseconds.", example: 12.4 }),
    credential: z
      .object({
        type: z.enum(credentialTypes).meta({ description: "An access token, an OAuth client (at /oauth/*, or the client that minted the token), or a member in the customer area." }),
        id: z.string().max(64).nullable().meta({ example: "tok_01jd4y3k6efq9b8c1m2n3p4q5r" }),
        name: z.string().max(320).nullable().meta({ description: "Its name at the time; never a secret.", example: "ERP sync" }),
        client_id: typeIdOfSchema(["oac"], "The OAuth client that minted the token, when one did.").nullable(),
      })
      .nullable()
      .meta({ id: "RequestCredential", description: "Who called; null when no credential was accepted." }),
    scopes: z.array(z.enum(["read", "write"])).max(2),
    ip: z.string().max(45).nullable().meta({ example: "203.0.113.24" }),
    user_agent: z.string().max(512).nullable().meta({ example: "integrations-typescript/1.0.0" }),
    rate_limit: z
      .object({
        limit: z.number().int().min(0).max(1_000_000).meta({ format: "int32" }),
        remaining: z.number().int().min(0).max(1_000_000).meta({ format: "int32" }),
        reset: z.number().int().min(0).max(99_999_999_999).meta({ format: "int64", description: "Unix seconds when the window resets." }),
      })
      .nullable()
      .meta({ id: "RequestRateLimit", description: "The rate-limit window the request was counted in." }),
    request_headers: z.record(z.string().max(64), z.string().max(512)).meta({ description: "Some request headers; `Authorization` only as `Bearer $TOKEN`.", example: { accept: "application/json" } }),
    request_body: bodyText("The request body."),
    response_body: bodyText("The answer's body."),
    request_url: z.string().url().max(2048).meta({ description: "This request's page in the customer area.", example: "https://app.example.com/requests?request_id=req_3q2VbM1xk9Zt0aLp" }),
  })
  .meta({ id: "RequestRecord", description: "What one call to /v1 or /oauth/* did." });

export const listRequestsQuerySchema = pageQuerySchema
  .extend({
    status_class: z.enum(statusClasses).optional().meta({ description: "Only answers of this class.", example: "4xx" }),
    operation: z
      .string()
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9]*$/)
      .optional()
      .meta({ description: "Only calls of this operation, by `operationId` (`createWebhook`, `oauthToken`, …).", example: "createWebhook" }),
    credential_id: typeIdOfSchema(["tok", "oac"], "Only calls made with this access token or OAuth client.").optional(),
    credential_type: z
      .enum(credentialTypes)
      .optional()
      .meta({ description: "Only calls by this kind of caller (`credential.type`): `user` is the customer area's own calls, the other two your integrations'.", example: "access_token" }),
    since: timeBoundSchema("Only requests at or after this instant (inclusive), RFC 3339."),
    until: timeBoundSchema("Only requests before this instant (exclusive), RFC 3339."),
  })
  .strict()
  .refine((query) => !query.since || !query.until || Date.parse(query.since) < Date.parse(query.until), { path: ["until"], message: "Must be later than `since`." });

export const requestRecordListSchema = z
  .object({ data: z.array(requestRecordSchema).max(200).meta({ description: "Requests, newest first." }), ...pageMetaShape })
  .meta({ id: "RequestRecordList", description: "A page of the request log." });

export const requestIdParamsSchema = z.object({ id: requestIdSchema });

export type RequestRecordResource = z.infer<typeof requestRecordSchema>;
export { requestRecordSchema };
