// GET /v1/openapi.yaml: the same OpenAPI 3.1 document as YAML.
import { withPublicApi } from "@/lib/api/with-public-api";
import { openApiResponse } from "@/lib/openapi/serve-document";

export const GET = withPublicApi((request) => openApiResponse(request, "yaml"));
