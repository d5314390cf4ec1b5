import type { ZodOpenApiPathsObject } from "zod-openapi";

// Operations of the invoices resource; assembled into the document by lib/openapi/document.ts.
export const invoicePaths: ZodOpenApiPathsObject = {};
