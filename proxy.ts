import { NextResponse, type NextRequest } from "next/server";
import { refuseMalformedActionRequest } from "./lib/adapters/actions/malformed-action-request";
import { contentSecurityPolicy } from "./lib/platform/http/content-security-policy";
import { publicOrigin } from "./lib/platform/http/public-origin";

// Runs before every page: sets the per-request CSP nonce and, as an optimisation only,
// sends visitors without a session cookie to sign-in. Real checks happen where data is read
// (lib/adapters/session/require-admin.ts); this never grants anything.

// The errors page is public: problem `type` links lead there from an integrator's logs.
const PUBLIC_PAGES = new Set(["/sign-in", "/forgot-password", "/docs/errors"]);
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export async function proxy(request: NextRequest) {
  // Pages and server actions (Auth.js' signIn and auth() among them) read the origin from the
  // forwarded headers set below: the public one, the same the Auth.js routes are given
  // (lib/adapters/session/handlers.ts), never one a client chose without a trusted proxy in between.
  const origin = new URL(publicOrigin(request.headers, request.nextUrl.origin));
  // A server-action call Next could not decode or would refuse with a 500: 400, 403 or 413 here.
  const malformed = await refuseMalformedActionRequest(request, origin.host);
  if (malformed) return malformed;
  const { pathname, search } = request.nextUrl;
  const hasSessionCookie = request.cookies.getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
  // An invitation or reset link is opened by someone without a session: its token is the credential.
  const isPublic = PUBLIC_PAGES.has(pathname) || pathname.startsWith("/invitations/") || pathname.startsWith("/reset-password/");
  if (!hasSessionCookie && !isPublic) {
    const signIn = new URL("/sign-in", request.url);
    if (pathname !== "/") signIn.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(signIn);
  }

  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const oidcIssuer = process.env.AUTH_OIDC_ISSUER;
  const policy = contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    formActionOrigins: oidcIssuer ? [new URL(oidcIssuer).origin] : [],
  });
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-forwarded-host", origin.host);
  requestHeaders.set("x-forwarded-proto", origin.protocol.replace(":", ""));
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  // HSTS as before: over https by any account (it only ever tightens what the browser does).
  const https = origin.protocol === "https:" || request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  if (https) response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  return response;
}

export const config = {
  // Pages only: not the API (bearer tokens, its own headers), Auth.js routes, downloads, the signed
  // secret scanning endpoint, the OAuth endpoints and their metadata (client-authenticated), the orchestrator probes (/healthz, /readyz: no session, no
  // redirect) or static files.
  matcher: ["/((?!v1/|v1$|api/|downloads/|secret-scanning/|oauth/|\\.well-known/|healthz$|readyz$|_next/static|_next/image|favicon.ico|icon.svg|robots.txt).*)"],
};
