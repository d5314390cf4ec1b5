import { NextRequest } from "next/server";
import { publicOrigin } from "../../platform/http/public-origin";
import { isOwnCallbackUrl } from "../../platform/http/safe-callback-path";
import { handlers } from "./config";

// Auth.js builds its callback URL (the OIDC redirect_uri) and its redirects from the request's
// URL, which Next makes from the address it listens on (http://localhost:<port>), not
// the one the browser used. Every Auth.js
// request is therefore handed on at the public origin: PUBLIC_ORIGIN, else the browser's Host (and a
// trusted proxy's X-Forwarded-Host/-Proto), as lib/platform/http/public-origin.ts decides for the rest
// of the app, so the authorization request and the code exchange name the same redirect_uri.
function atPublicOrigin(original: NextRequest): NextRequest {
  const request = withOwnCallbackUrlOnly(original);
  const { pathname, search } = new URL(request.url);
  const target = publicOrigin(request.headers, new URL(request.url).origin);
  // A plain Request: a NextRequest would turn 127.0.0.1 into localhost, another origin to the
  // provider than the one the browser used (and sent in the authorization request).
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : request.body;
  return new Request(`${target}${pathname}${search}`, { method: request.method, headers: request.headers, body, duplex: "half" } as RequestInit) as NextRequest;
}

const CALLBACK_URL_COOKIE = /^(__Secure-)?authjs\.callback-url$/;

/**
 * A callbackUrl (the query's, or Auth.js's cookie) that is no address of this site is dropped
 * before Auth.js reads it: one it cannot parse (`http://localhost:3900.evil.example/`) it refused
 * with InvalidCallbackUrl, a 500 and an error-level stack trace (issue 37). Without it, Auth.js
 * goes to the site's root.
 */
function withOwnCallbackUrlOnly(request: NextRequest): NextRequest {
  const url = new URL(request.url);
  const origin = publicOrigin(request.headers, url.origin);
  const param = url.searchParams.get("callbackUrl");
  const cookies = request.cookies.getAll();
  const foreignCookies = cookies.filter((cookie) => CALLBACK_URL_COOKIE.test(cookie.name) && !isOwnCallbackUrl(cookie.value, origin));
  const foreignParam = param !== null && !isOwnCallbackUrl(param, origin);
  if (!foreignParam && foreignCookies.length === 0) return request;
  if (foreignParam) url.searchParams.delete("callbackUrl");
  const headers = new Headers(request.headers);
  if (foreignCookies.length > 0) {
    const kept = cookies.filter((cookie) => !foreignCookies.includes(cookie));
    headers.set("cookie", kept.map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`).join("; "));
  }
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : request.body;
  return new NextRequest(url, { method: request.method, headers, body, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
}

export const GET = (request: NextRequest) => handlers.GET(atPublicOrigin(request));
export const POST = (request: NextRequest) => handlers.POST(atPublicOrigin(request));
