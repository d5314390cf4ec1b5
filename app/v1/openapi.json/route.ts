// GET /v1/openapi.json: the OpenAPI 3.1 document (public, cacheable).
import { withPublicApi } from "@/lib/api/with-public-api";
import { openApiResponse } from "@/lib/openapi/serve-document";

export const GET = withPublicApi((request) => openApiResponse(request, "json"));
