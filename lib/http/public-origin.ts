// The origin a client used to reach this server, from the Host header (or a proxy's
// X-Forwarded-Host/-Proto): what an integrator calls, and what the downloads name as `baseUrl`.
// (Next's `request.url` names the address the server listens on, e.g. localhost for 127.0.0.1.)
export function publicOrigin(headers: Headers, fallback: string): string {
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  if (!host || !/^[A-Za-z0-9.\-:[\]]+$/.test(host)) return fallback;
  const forwardedProtocol = headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol = forwardedProtocol === "http" || forwardedProtocol === "https" ? forwardedProtocol : new URL(fallback).protocol.replace(":", "");
  return `${protocol}://${host}`;
}

/**
 * The origin links in responses point at when no request is at hand (problem `type` URIs are
 * built deep in the pipeline): PUBLIC_ORIGIN when set, otherwise the address this server
 * listens on (localhost when it listens on every interface).
 */
export function configuredPublicOrigin(setting: string | undefined, listen: { hostname?: string; port?: string }): string {
  if (setting) return new URL(setting).origin;
  const hostname = !listen.hostname || listen.hostname === "0.0.0.0" || listen.hostname === "::" ? "localhost" : listen.hostname;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return `http://${host}:${listen.port ?? "3000"}`;
}
