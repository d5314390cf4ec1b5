import type { NextRequest } from "next/server";
import { publicOrigin } from "../../platform/http/public-origin";
import { handlers } from "./config";

// Auth.js builds its callback URL (the OIDC redirect_uri) and its redirects from the request's
// URL, which Next makes from the address it listens on (http://localhost:<port>), not
// the one the browser used. Every Auth.js
// request is therefore handed on at the public origin: PUBLIC_ORIGIN, else the browser's Host (and a
// trusted proxy's X-Forwarded-Host/-Proto), as lib/platform/http/public-origin.ts decides for the rest
// of the app, so the authorization request and the code exchange name the same redirect_uri.
function atPublicOrigin(request: NextRequest): NextRequest {
  const { pathname, search } = new URL(request.url);
  const target = publicOrigin(request.headers, new URL(request.url).origin);
  // A plain Request: a NextRequest would turn 127.0.0.1 into localhost, another origin to the
  // provider than the one the browser used (and sent in the authorization request).
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : request.body;
  return new Request(`${target}${pathname}${search}`, { method: request.method, headers: request.headers, body, duplex: "half" } as RequestInit) as NextRequest;
}

export const GET = (request: NextRequest) => handlers.GET(atPublicOrigin(request));
export const POST = (request: NextRequest) => handlers.POST(atPublicOrigin(request));
