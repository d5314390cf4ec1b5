import { LRUCache } from "lru-cache";
import { buildOpenApiDocument } from "@/lib/adapters/api/openapi/build-openapi-document";
import { publicOrigin } from "@/lib/platform/http/public-origin";
import { buildBrunoCollection, type CollectionFiles } from "@/lib/adapters/collections/bruno-collection";
import type { PostmanCollection } from "@/lib/adapters/collections/postman-collection";
import { zipFiles } from "@/lib/adapters/collections/zip-files";

// The collection downloads (app/downloads/*): each names the server it was fetched from as its
// `baseUrl`, so a collection runs as downloaded. One handler per format, whatever the variant.

const ORIGIN_OF = (request: Request) => publicOrigin(request.headers, new URL(request.url).origin);

/**
 * Zips kept per format. Without PUBLIC_ORIGIN the origin is the client's Host header, which a
 * client may choose freely: the cache keeps the few most recent, not one per Host ever sent.
 */
const ORIGINS_KEPT = 8;

/** A Bruno collection zip, built from the OpenAPI document once per origin (the same origin always gets the same bytes). */
export function brunoCollectionDownload(options: { folder: string; fileName: string; variant?: (files: CollectionFiles, baseUrl: string) => CollectionFiles }) {
  const cache = new LRUCache<string, Promise<Uint8Array>>({ max: ORIGINS_KEPT });
  const zipFor = (origin: string) => {
    let zip = cache.get(origin);
    if (!zip) {
      const files = buildBrunoCollection(buildOpenApiDocument({ serverUrl: origin }), { baseUrl: origin });
      zip = zipFiles(options.variant ? options.variant(files, origin) : files, options.folder);
      cache.set(origin, zip);
    }
    return zip;
  };
  return async function GET(request: Request): Promise<Response> {
    const bytes = await zipFor(ORIGIN_OF(request));
    return new Response(bytes as BodyInit, {
      headers: { "Content-Type": "application/zip", "Content-Disposition": `attachment; filename="${options.fileName}"`, "Cache-Control": "public, max-age=300" },
    });
  };
}

/** A Postman collection (the committed one, or a variant of it) with `baseUrl` set to the origin. */
export function postmanCollectionDownload(collection: PostmanCollection, fileName: string) {
  return function GET(request: Request): Response {
    const origin = ORIGIN_OF(request);
    const variable = collection.variable.map((entry) => (entry.key === "baseUrl" ? { ...entry, value: origin } : entry));
    return new Response(JSON.stringify({ ...collection, variable }, null, 2), {
      headers: { "Content-Type": "application/json", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "public, max-age=300" },
    });
  };
}
