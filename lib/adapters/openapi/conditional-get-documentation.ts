import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from "zod-openapi";

// Documentation pieces every conditional GET shares (the invoices and the cached module reads).

/**
 * The If-None-Match request header. The ETag of the operation's own kind (`"modules-…"`) is shown
 * in the description, never as the parameter's `example`: explorers pre-fill examples, and a
 * first "Try it" sent with a made-up ETag would answer 304 or mislead.
 */
export const ifNoneMatchHeader = (etagShape: string) =>
  z.object({
    "If-None-Match": z
      .string()
      .max(1024)
      .regex(/^(\*|(W\/)?"[^"]*"(\s*,\s*(W\/)?"[^"]*")*)$/)
      .optional()
      .meta({
        description: `ETags of representations you hold, as a previous answer's \`ETag\` gave them (such as \`${etagShape}\`); a match is answered 304 Not Modified. Leave it out on a first request.`,
      }),
  });

/** The generated operation with responses of its own added (304, a richer 400). */
export const withResponses = (extra: Record<number, ZodOpenApiResponseObject>) => (operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject => ({
  ...operation,
  responses: { ...operation.responses, ...extra },
});
