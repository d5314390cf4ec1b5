import type { ZodOpenApiPathsObject } from "zod-openapi";
import { auditEntryListSchema, linkHeaderSchema, listAuditQuerySchema } from "../schemas/audit";
import { defineOperation } from "./operation";

// Operations of the audit resource; assembled into the document by lib/openapi/document.ts.

const exampleEntry = {
  id: "aud_01jd4y3k6efq9b8c1m2n3p4q5r",
  occurred_at: "2026-11-22T09:30:00.123456Z",
  action: "module.token.rotated",
  actor: { type: "user", id: "usr_01jd4y3k6efq9b8c1m2n3p4q5s", display: "admin@acme.test" },
  resource: { type: "module", id: "mod_01jd4y3k6efq9b8c1m2n3p4q5t" },
  ip: "203.0.113.24",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  metadata: { token_hint: "cpt_…e9Ri", grace_period_seconds: 3600, previous_token_expires_at: "2026-11-22T10:30:00.123Z" },
};

const exampleSignIn = {
  id: "aud_01jd4x9q2wfr8t7y6v5k4m3p2a",
  occurred_at: "2026-11-22T09:12:45.001200Z",
  action: "user.signed_in",
  actor: { type: "user", id: "usr_01jd4y3k6efq9b8c1m2n3p4q5s", display: "admin@acme.test" },
  resource: { type: "user", id: "usr_01jd4y3k6efq9b8c1m2n3p4q5s" },
  ip: "203.0.113.24",
  user_agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36",
  metadata: { method: "password" },
};

export const listAuditEntriesOperation = defineOperation({
  operationId: "listAuditEntries",
  summary: "List audit journal entries",
  description: [
    "The account's append-only audit journal, newest first: sign-ins (good and bad), refused authentications against a known token, token, module-token, webhook and rate-limit changes, and the operator's changes (actor type `system`).",
    "",
    "Paging is by keyset on (`occurred_at`, `id`): pass `next_cursor` back as `cursor` (or follow the `Link: rel=\"next\"` header) with the same filters. No entry is skipped or repeated while new ones arrive, and a page deep in the journal costs what the first one does. A cursor is opaque and bound to this account and these filters: a changed, foreign or outdated cursor, or one sent with other filters, is a 400 `invalid_cursor`.",
  ].join("\n"),
  tags: ["Audit"],
  scope: "read",
  requestParams: { query: listAuditQuerySchema },
  success: {
    status: 200,
    description: "A page of entries; `Link` points to the next page while `has_more` is true.",
    schema: auditEntryListSchema,
    headers: linkHeaderSchema,
    example: {
      data: [exampleEntry, exampleSignIn],
      next_cursor: "eyJ2IjoxLCJrIjoiYXVkaXQiLCJwIjp7InQiOiIyMDI2LTExLTIyVDA5OjEyOjQ1LjAwMTIwMFoifX0.3q2-7w",
      has_more: true,
    },
  },
  errors: [400],
});

export const auditPaths: ZodOpenApiPathsObject = {
  "/v1/audit": { get: listAuditEntriesOperation },
};
