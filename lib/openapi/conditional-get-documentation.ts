import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";

// Documentation pieces every conditional GET shares (the invoices and the cached module reads).

/** The If-None-Match request header, its example an ETag of the operation's own kind (`"modules-…"`). */
export const ifNoneMatchHeader = (exampleEtag: string) =>
  z.object({
    "If-None-Match": z
      .string()
      .max(1024)
      .regex(/^(\*|(W\/)?"[^"]*"(\s*,\s*(W\/)?"[^"]*")*)$/)
      .optional()
      .meta({ description: "ETags of representations you hold; a match is answered 304 Not Modified.", example: exampleEtag }),
  });

/** The generated operation with responses of its own added (304, a richer 400). */
export const withResponses = (extra: Record<number, ZodOpenApiResponseObject>) => (operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject => ({
  ...operation,
  responses: { ...operation.responses, ...extra },
});
