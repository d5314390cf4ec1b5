// Responses whose headers stay a plain record until the server writes them. Adding the answer
// headers to a Response through `response.headers` builds a WHATWG Headers object (undici: every
// name and value validated and converted) and, under @hono/node-server, turns its lightweight
// Response into a full one, whose headers are then copied out again to be written: a CPU profile
// of GET /v1/modules under bench:api put 14 % of the API process's busy time there. The /v1
// pipeline's own builders (JSON, representations, problems) make their responses here, so
// answer-headers.ts can build the final one from the record instead.

type HeaderRecord = Record<string, string>;

interface PlainParts {
  body: string | null;
  status: number;
  headers: HeaderRecord;
}

// Keyed by the Response itself: any code may still read or change it as a Response. One that
// did not come from here takes the general path, and so does one whose `headers` were read
// (they may have been changed there, so the record is no longer the truth).
const partsOf = new WeakMap<Response, PlainParts>();

export function plainResponse(body: string | null, status: number, headers: HeaderRecord): Response {
  const response = new (plainResponseClass())(body, { status, headers });
  partsOf.set(response, { body, status, headers });
  return response;
}

// A subclass of whichever Response is global when the first response is made (the platform's,
// or the lightweight one @hono/node-server installs in the API process), whose `headers` getter
// forgets the record first. One class, not a property defined on every response: that cost
// 2.4 % of the API process's busy time in a profile.
let responseClass: typeof Response | undefined;
let madeFrom: typeof Response | undefined;

function plainResponseClass(): typeof Response {
  if (madeFrom !== globalThis.Response || !responseClass) {
    madeFrom = globalThis.Response;
    responseClass = class PlainResponse extends madeFrom {
      override get headers(): Headers {
        partsOf.delete(this);
        return super.headers;
      }
    };
  }
  return responseClass;
}

/**
 * `response` with `added` set on it, as `headers.set` would (replacing a header of the same name
 * in any letter case): a new plain response when it is one, else the same response changed.
 * `keepIfPresent` are set only when the response has no header of that name.
 */
export function withHeaders(response: Response, added: HeaderRecord, keepIfPresent: HeaderRecord = {}): Response {
  const parts = partsOf.get(response);
  if (!parts) {
    const { headers } = response;
    for (const [name, value] of Object.entries(keepIfPresent)) if (!headers.has(name)) headers.set(name, value);
    for (const [name, value] of Object.entries(added)) headers.set(name, value);
    return response;
  }
  const replaced = new Set(Object.keys(added).map((name) => name.toLowerCase()));
  const present = new Set<string>();
  const headers: HeaderRecord = {};
  for (const name in parts.headers) {
    const lower = name.toLowerCase();
    present.add(lower);
    if (!replaced.has(lower)) headers[name] = parts.headers[name]!;
  }
  for (const name in keepIfPresent) if (!present.has(name.toLowerCase()) && !replaced.has(name.toLowerCase())) headers[name] = keepIfPresent[name]!;
  Object.assign(headers, added);
  return plainResponse(parts.body, parts.status, headers);
}

/** One header of `response`, read from the record when it is a plain response (without turning it into a full one). */
export function headerOf(response: Response, name: string): string | null {
  const parts = partsOf.get(response);
  if (!parts) return response.headers.get(name);
  const lower = name.toLowerCase();
  for (const key in parts.headers) if (key.toLowerCase() === lower) return parts.headers[key]!;
  return null;
}

/** Every header of `response`, names in lower case (as Headers names them), read from the record when it is a plain response. */
export function headerRecordOf(response: Response): HeaderRecord {
  const record: HeaderRecord = {};
  const parts = partsOf.get(response);
  if (parts) for (const name in parts.headers) record[name.toLowerCase()] = parts.headers[name]!;
  else response.headers.forEach((value, name) => (record[name] = value));
  return record;
}

/** The body of a plain response as the string it was made from; undefined for any other response. */
export function plainBodyOf(response: Response): string | null | undefined {
  return partsOf.get(response)?.body;
}
