import { LRUCache } from "lru-cache";
import { responseAtVersion, type Json } from "../../domains/api-versions";
import { matchesIfNoneMatch, notModifiedResponse } from "./conditional-get";
import { headerOf, headerRecordOf, plainBodyOf, plainResponse } from "./plain-response";

// Answers are built at the newest version; an operation that a dated change affects is shaped
// back here, after its handler, when the request is answered at an older version. Only those
// answers are parsed and serialized again: every other answer passes through untouched.
//
// A cached representation (an ETag) is shaped once per version, not per request: integrators
// poll these reads, and the newest representation is itself held in memory. The old version's
// ETag is the newest one's with the version added, so the two never match each other's
// If-None-Match, and the conditional GET is answered here, against the shaped tag.

interface Shaped {
  body: string;
  etag: string;
}

// Keyed by the newest ETag (a hash of the newest body) and the version: the shaped body depends
// on nothing else, so an entry can never be stale, only unused.
const shapedByTag = new LRUCache<string, Shaped>({ max: 20_000 });

/** The request as the handler should see it: without If-None-Match, which is compared here against the shaped ETag. */
export function withoutConditionalHeaders(request: Request): Request {
  if (!request.headers.has("if-none-match")) return request;
  const headers = new Headers(request.headers);
  headers.delete("if-none-match");
  return new Request(request.url, { method: request.method, headers });
}

const taggedAt = (etag: string, version: string) => etag.replace(/"$/, `-${version}"`);

/** `response` (built at the newest version) as `version` shapes it; problems and empty answers pass through. */
export async function responseAtRequestedVersion(request: Request, response: Response, operationId: string, version: string): Promise<Response> {
  if (response.status < 200 || response.status >= 300 || response.status === 204) return response;
  const contentType = headerOf(response, "content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) return response;
  const etag = headerOf(response, "etag");
  // The string it was made from when it is a plain response; read before its headers are.
  const newestBody = plainBodyOf(response) ?? (await response.text());
  if (newestBody === null) return response;
  // From the record: reading response.headers would make the plain response a full one.
  const headers = headerRecordOf(response);
  const shaped = etag ? memoisedShape(etag, newestBody, operationId, version) : { body: shape(newestBody, operationId, version), etag: null };
  if (shaped.etag) {
    headers.etag = shaped.etag;
    if (matchesIfNoneMatch(request, shaped.etag)) return notModifiedResponse(withoutEntityHeaders(headers));
  }
  return plainResponse(shaped.body, response.status, headers);
}

function memoisedShape(etag: string, newestBody: string, operationId: string, version: string): Shaped {
  const key = `${operationId} ${version} ${etag}`;
  let shaped = shapedByTag.get(key);
  if (!shaped) {
    shaped = { body: shape(newestBody, operationId, version), etag: taggedAt(etag, version) };
    shapedByTag.set(key, shaped);
  }
  return shaped;
}

const shape = (body: string, operationId: string, version: string) => JSON.stringify(responseAtVersion(operationId, JSON.parse(body) as Json, version));

/** The headers, lower-cased (as Headers names them). A 304 keeps the validator and caching fields, not the body's own (RFC 9110 §15.4.5). */
function withoutEntityHeaders(headers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!["content-type", "content-length", "content-disposition"].includes(name)) kept[name] = value;
  return kept;
}
