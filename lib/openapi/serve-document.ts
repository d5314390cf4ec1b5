import { stringify } from "yaml";
import { buildOpenApiDocument } from "./document";

// The document is public and the same for every caller of one origin: build it once per
// origin and let clients and proxies cache it.
const cache = new Map<string, { json: string; yaml: string }>();

function renderedFor(origin: string) {
  let rendered = cache.get(origin);
  if (!rendered) {
    const document = buildOpenApiDocument({ serverUrl: origin });
    rendered = { json: JSON.stringify(document, null, 2), yaml: stringify(document) };
    cache.set(origin, rendered);
  }
  return rendered;
}

export function openApiResponse(request: Request, format: "json" | "yaml"): Response {
  const origin = new URL(request.url).origin;
  const body = renderedFor(origin)[format];
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json" : "application/yaml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
