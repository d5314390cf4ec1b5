import { randomBytes } from "node:crypto";

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

// Random bytes drawn in batches: one call per request cost ~4 % of a cached /v1 request's CPU
// in a profile; a batch serves 256 ids. The ids stay 96 random bits each.
const ID_BYTES = 12;
const BATCH = 256;
let pool = Buffer.alloc(0);
let offset = 0;

function randomIdPart(): string {
  if (offset >= pool.length) {
    pool = randomBytes(ID_BYTES * BATCH);
    offset = 0;
  }
  const part = pool.toString("base64url", offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return part;
}

/** Echoes a caller's well-formed X-Request-Id (to correlate across systems), else makes one. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  if (incoming && ACCEPTABLE_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomIdPart()}`;
}
