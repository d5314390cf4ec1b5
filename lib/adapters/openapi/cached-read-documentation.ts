import { z } from "zod";
import type { ZodOpenApiResponseObject } from "zod-openapi";
import { rateLimitHeadersSchema } from "./responses";

// Documentation of the cached module reads (lib/domains/modules/module-read-cache.ts): a strong ETag on
// every 200, and 304 with no body for a client that sends it back.

const etag = z
  .string()
  .max(66)
  .regex(/^"[a-z]+-[A-Za-z0-9_-]{1,64}"$/)
  .meta({ description: "Strong validator of this representation; send it in `If-None-Match`.", example: '"modules-3q2x7wZlT0bYxE9mR1aK5uWc8dN4hG"' });
const cacheControl = z
  .literal("private, no-cache")
  .meta({ description: "Only the client may keep a copy, and it revalidates it each time.", example: "private, no-cache" });

export const cachedReadHeaders = z.object({ ETag: etag, "Cache-Control": cacheControl });

export const cachedReadNotModified: ZodOpenApiResponseObject = {
  id: "CachedReadNotModified",
  description: "Not modified: the `ETag` in `If-None-Match` is current. No body, and no work on the server.",
  headers: rateLimitHeadersSchema.extend(cachedReadHeaders.shape),
};
