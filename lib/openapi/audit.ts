import type { ZodOpenApiPathsObject } from "zod-openapi";

// Operations of the audit resource; assembled into the document by lib/openapi/document.ts.
export const auditPaths: ZodOpenApiPathsObject = {};
