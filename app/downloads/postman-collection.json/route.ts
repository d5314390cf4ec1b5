// GET /downloads/postman-collection.json: the Postman collection (v2.1), made from the OpenAPI
// document by `npm run generate` (openapi-to-postmanv2), with this server as its `baseUrl`.
import committed from "@/clients/collections/postman-collection.json";
import type { PostmanCollection } from "@/lib/collections/postman-collection";
import { publicOrigin } from "@/lib/http/public-origin";

const collection = committed as unknown as PostmanCollection;

export function GET(request: Request): Response {
  const origin = publicOrigin(request.headers, new URL(request.url).origin);
  const variable = collection.variable.map((entry) => (entry.key === "baseUrl" ? { ...entry, value: origin } : entry));
  return new Response(JSON.stringify({ ...collection, variable }, null, 2), {
    headers: {
      "Content-Type": "application/json",
      "Content-Disposition": 'attachment; filename="integrations-api.postman_collection.json"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
