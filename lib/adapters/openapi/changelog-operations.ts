import { z } from "zod";
import { problemResponse, rateLimitHeadersSchema } from "./responses";

// The OpenAPI description of the changelog operations (public, no token):
// lib/adapters/api/operations/get-changelog*.ts. The JSON's shape is lib/adapters/api/changelog/changelog-document.ts.

const changelogHeaders = rateLimitHeadersSchema.extend({
  "Access-Control-Allow-Origin": z.literal("*").meta({ description: "Any site may load the changelog.", example: "*" }),
  "Cache-Control": z.literal("public, max-age=300").meta({ description: "Cacheable by clients and proxies for 5 minutes.", example: "public, max-age=300" }),
});

const version = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);
const markdown = z.string().max(4000).meta({ description: "Markdown (inline code and emphasis)." });

const changeSchema = z.object({
  id: z.string().max(100).regex(/^[a-z0-9-]+$/).meta({ description: "Stable id of the change." }),
  title: markdown,
  description: markdown,
  affects: z.object({
    operations: z.array(z.object({ operation_id: z.string().max(100).regex(/^[A-Za-z]+$/), method: z.enum(["GET", "POST", "PUT", "PATCH", "DELETE"]), path: z.string().max(200).regex(/^\/v1\//) })).max(200),
    events: z.array(z.string().max(100).regex(/^[a-z_.]+$/)).max(100).meta({ description: "Webhook event types whose `data` changes." }),
  }),
  migration: markdown.meta({ description: "How to move an integration from the previous version to this one (Markdown)." }),
  example: z
    .object({ before: z.unknown().meta({ description: "An affected answer at the previous version." }), after: z.unknown().meta({ description: "The same answer at this version." }) })
    .meta({ description: "The same answer before and after the change." }),
  html_url: z.string().max(300).regex(/^\/v1\//).meta({ description: "The change in the human-readable changelog (relative to the server)." }),
});

const changelogSchema = z
  .object({
    newest_version: version,
    oldest_version: version,
    versions: z
      .array(
        z.object({
          version,
          released_on: version.meta({ description: "The release day (a version is named by its date)." }),
          summary: markdown,
          newest: z.boolean(),
          deprecation: z
            .object({ deprecated_at: z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}/), sunset_at: z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}/) })
            .nullable()
            .meta({ description: "Set once the version is being retired; its sunset is at least 12 months after the deprecation." }),
          openapi_url: z.string().max(300).regex(/^\/v1\//).meta({ description: "This version's OpenAPI document (relative to the server)." }),
          changes: z.array(changeSchema).max(100).meta({ description: "The breaking changes this version makes to the one before it." }),
        }),
      )
      .max(500)
      .meta({ description: "Every version, newest first." }),
  })
  .meta({ id: "Changelog", description: "Every dated version of /v1, its changes and how to migrate." });

const example = {
  newest_version: "2026-11-27",
  oldest_version: "2026-11-22",
  versions: [
    {
      version: "2026-11-27",
      released_on: "2026-11-27",
      summary: "A module's sync state names the end of its last successful sync `last_succeeded_at`.",
      newest: true,
      deprecation: null,
      openapi_url: "/v1/openapi.json?version=2026-11-27",
      changes: [
        {
          id: "last-synced-at-renamed",
          title: "A module's `last_synced_at` is now `last_succeeded_at`",
          description: "The sync state's `last_synced_at` is renamed `last_succeeded_at`; its value and format are unchanged.",
          affects: { operations: [{ operation_id: "getModuleStatus", method: "GET", path: "/v1/modules/{id}/status" }], events: ["module.sync_state.changed"] },
          migration: "Read `last_succeeded_at` where you read `last_synced_at`, then send `Api-Version: 2026-11-27`.",
          example: { before: { last_synced_at: "2026-11-22T09:04:12Z" }, after: { last_succeeded_at: "2026-11-22T09:04:12Z" } },
          html_url: "/v1/changelog#2026-11-27-last-synced-at-renamed",
        },
      ],
    },
    { version: "2026-11-22", released_on: "2026-11-22", summary: "The first version of /v1.", newest: false, deprecation: null, openapi_url: "/v1/openapi.json?version=2026-11-22", changes: [] },
  ],
};

const representations = {
  "application/json": { schema: changelogSchema, example },
  "text/html": { schema: z.string().max(1_000_000).meta({ description: "The changelog as an HTML page." }), example: "<!doctype html>…" },
};

/** A changelog operation's OpenAPI description: public, cacheable, limited per client address. */
export const changelogOperation = (mediaType: keyof typeof representations) => ({
  security: [],
  responses: {
    200: { description: "The changelog.", headers: changelogHeaders, content: { [mediaType]: representations[mediaType] } },
    429: problemResponse(429),
    500: problemResponse(500),
    503: problemResponse(503),
  },
});

export const changelogDescription =
  "Every dated version of /v1, newest first: the breaking changes each makes to the one before, the operations and webhook events they affect, how to migrate, and a before/after example. Public: no token needed. Cacheable for 5 minutes. Rate-limited per client address.";
