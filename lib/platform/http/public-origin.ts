// The origin the browser (or an integrator) used to reach this server: what sign-in callbacks,
// redirects, links in mails, the OpenAPI document's `servers` and the downloads' `baseUrl` name.
// - PUBLIC_ORIGIN, when set, is the answer everywhere (Auth.js's routes are handed requests at it).
// - Otherwise the request as the client made it: its Host header, over http (npm start and
//   next start speak plain http). Behind a reverse proxy (TRUST_PROXY=true) the proxy's
//   X-Forwarded-Host and X-Forwarded-Proto, which a client could otherwise choose itself.
// (Next's `request.url` names the address the server listens on, e.g. localhost:3000 for any
// Host: never a public origin.)
import { env, trustProxy } from "../env";

export interface OriginSettings {
  /** PUBLIC_ORIGIN: the public origin, fixed by configuration. */
  configured?: string;
  /** TRUST_PROXY: X-Forwarded-Host/-Proto come from our own proxy, not the client. */
  trustProxy: boolean;
}

/** The settings as the process was started with, read and validated once by lib/platform/env.ts. */
export function originSettingsFromEnvironment(): OriginSettings {
  return { configured: env.PUBLIC_ORIGIN, trustProxy };
}

const HOST = /^[A-Za-z0-9.\-:[\]]+$/;
const first = (value: string | null) => value?.split(",")[0]?.trim() || null;

/** The public origin of a request, or `fallback` when its Host cannot be one. */
export function publicOrigin(headers: Headers, fallback: string, settings: OriginSettings = originSettingsFromEnvironment()): string {
  if (settings.configured) return new URL(settings.configured).origin;
  const host = (settings.trustProxy ? first(headers.get("x-forwarded-host")) : null) ?? headers.get("host");
  if (!host || !HOST.test(host)) return fallback;
  const forwardedProtocol = settings.trustProxy ? first(headers.get("x-forwarded-proto")) : null;
  const protocol = forwardedProtocol === "https" || forwardedProtocol === "http" ? forwardedProtocol : "http";
  return `${protocol}://${host}`;
}

/**
 * The origin links in responses point at when no request is at hand (problem `type` URIs are
 * built deep in the pipeline): PUBLIC_ORIGIN when set, otherwise the address this server
 * listens on (localhost when it listens on every interface).
 */
function configuredPublicOrigin(setting: string | undefined, listen: { hostname?: string; port?: string }): string {
  if (setting) return new URL(setting).origin;
  const hostname = !listen.hostname || listen.hostname === "0.0.0.0" || listen.hostname === "::" ? "localhost" : listen.hostname;
  const host = hostname.includes(":") ? `[${hostname}]` : hostname;
  return `http://${host}:${listen.port ?? "3000"}`;
}

/**
 * This process's configured public origin (`configuredPublicOrigin` of its own settings). Links in
 * mails use it, never a request's Host: a mail goes to someone other than whoever sent the
 * request, so a password reset asked for with a forged Host (or X-Forwarded-Host through a proxy
 * that passes it on) would otherwise mail its victim a live token on the asker's host.
 */
export const serverPublicOrigin = (): string => configuredPublicOrigin(env.PUBLIC_ORIGIN, { hostname: env.HOSTNAME, port: String(env.PORT) });
