import { isIP } from "node:net";

/** Where a request came from; the audit journal records it beside the actor. */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * The client address and user agent of a request. Next's server sets `x-forwarded-for` from the
 * socket; behind a reverse proxy, that proxy must overwrite (not append to) the header.
 */
export function requestOriginFrom(headers: Headers): RequestOrigin {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const candidate = forwarded || headers.get("x-real-ip") || null;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is stored as the plain IPv4 address.
  const ip = candidate?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? null;
  return { ip: ip && isIP(ip) ? ip : null, userAgent: headers.get("user-agent") };
}
