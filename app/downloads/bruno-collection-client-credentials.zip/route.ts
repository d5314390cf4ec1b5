// GET /downloads/bruno-collection-client-credentials.zip: the Bruno collection authenticated as an
// OAuth client (lib/collections/bruno-client-credentials.ts), with this server as its `baseUrl`.
import { buildOpenApiDocument } from "@/lib/api/openapi/build-openapi-document";
import { withClientCredentials } from "@/lib/collections/bruno-client-credentials";
import { buildBrunoCollection } from "@/lib/collections/bruno-collection";
import { publicOrigin } from "@/lib/http/public-origin";
import { zipFiles } from "@/lib/collections/zip-files";

// The same origin always gets the same bytes: build once per origin.
const cache = new Map<string, Promise<Uint8Array>>();

function zipFor(origin: string): Promise<Uint8Array> {
  let zip = cache.get(origin);
  if (!zip) {
    const document = buildOpenApiDocument({ serverUrl: origin });
    const files = withClientCredentials(buildBrunoCollection(document, { baseUrl: origin }), { baseUrl: origin });
    zip = zipFiles(files, "integrations-api-client-credentials");
    cache.set(origin, zip);
  }
  return zip;
}

export async function GET(request: Request): Promise<Response> {
  const bytes = await zipFor(publicOrigin(request.headers, new URL(request.url).origin));
  return new Response(bytes as BodyInit, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": 'attachment; filename="integrations-api-client-credentials.bruno.zip"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
