import { stringify } from "yaml";
import { publicOrigin } from "../../../platform/http/public-origin";
import type { V1Operation } from "../operation";
import { documentFromOperations } from "./document-from-operations";

// The document is public and the same for every caller of one origin and version: build it once
// per origin and version and let clients and proxies cache it. The origin comes from the Host
// header, which a client chooses, so only a few are kept; versions are few by nature. Kept per
// operation list, which in practice is the one list the app is built from.
const caches = new WeakMap<V1Operation[], Map<string, { json: string; yaml: string }>>();
const MAX_CACHED_RENDERINGS = 16;

function renderedFor(operations: V1Operation[], origin: string, version: string) {
  let cache = caches.get(operations);
  if (!cache) caches.set(operations, (cache = new Map()));
  const key = `${version} ${origin}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const document = documentFromOperations({ serverUrl: origin, operations, version });
    rendered = { json: JSON.stringify(document, null, 2), yaml: stringify(document) };
    if (cache.size >= MAX_CACHED_RENDERINGS) cache.delete(cache.keys().next().value!);
    cache.set(key, rendered);
  }
  return rendered;
}

/**
 * The document of `operations` (the ones the app serves, handed over by the router) at `version`:
 * the request's `?version=`, else its `Api-Version`, else the newest (the pipeline resolves it).
 */
export function openApiResponse(request: Request, format: "json" | "yaml", operations: V1Operation[], version: string): Response {
  // The origin the caller used (Next's request.url names the listening address instead).
  const origin = publicOrigin(request.headers, new URL(request.url).origin);
  const body = renderedFor(operations, origin, version)[format];
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json" : "application/yaml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      // The servers entry follows these headers, the version the Api-Version header (the pipeline
      // adds it to Vary): a shared cache must key on them too.
      Vary: "X-Forwarded-Host, X-Forwarded-Proto",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
