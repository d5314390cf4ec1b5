import { randomBytes } from "node:crypto";

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Echoes a caller's well-formed X-Request-Id (to correlate across systems), else makes one. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  if (incoming && ACCEPTABLE_REQUEST_ID.test(incoming)) return incoming;
  return `req_${randomBytes(12).toString("base64url")}`;
}
