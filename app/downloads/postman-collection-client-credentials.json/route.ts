// GET /downloads/postman-collection-client-credentials.json: the Postman collection authenticated
// as an OAuth client (lib/collections/postman-client-credentials.ts), with this server as `baseUrl`.
import committed from "@/clients/collections/postman-collection.json";
import { withClientCredentials } from "@/lib/collections/postman-client-credentials";
import type { PostmanCollection } from "@/lib/collections/postman-collection";
import { publicOrigin } from "@/lib/http/public-origin";

const collection = withClientCredentials(committed as unknown as PostmanCollection);

export function GET(request: Request): Response {
  const origin = publicOrigin(request.headers, new URL(request.url).origin);
  const variable = collection.variable.map((entry) => (entry.key === "baseUrl" ? { ...entry, value: origin } : entry));
  return new Response(JSON.stringify({ ...collection, variable }, null, 2), {
    headers: {
      "Content-Type": "application/json",
      "Content-Disposition": 'attachment; filename="integrations-api-client-credentials.postman_collection.json"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
