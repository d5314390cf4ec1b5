import type { ZodOpenApiPathsObject } from "zod-openapi";

// Operations of the webhooks resource; assembled into the document by lib/openapi/document.ts.
export const webhookPaths: ZodOpenApiPathsObject = {};
