import { NextRequest } from "next/server";
import { publicOrigin } from "../http/public-origin";
import { handlers } from "./config";

// Auth.js builds its callback URL (the OIDC redirect_uri) and its redirects from the request's
// URL, which Next makes from the address it listens on (http://localhost:<port>, or a Unix
// socket's stand-in behind npm start's relay), not the one the browser used. Every Auth.js
// request is therefore handed on at the public origin: AUTH_URL, else the browser's Host (and a
// trusted proxy's X-Forwarded-Host/-Proto), as lib/http/public-origin.ts decides for the rest
// of the app, so the authorization request and the code exchange name the same redirect_uri.
function atPublicOrigin(request: NextRequest): NextRequest {
  const { href, origin } = request.nextUrl;
  const target = publicOrigin(request.headers, origin);
  return target === origin ? request : new NextRequest(href.replace(origin, target), request);
}

export const GET = (request: NextRequest) => handlers.GET(atPublicOrigin(request));
export const POST = (request: NextRequest) => handlers.POST(atPublicOrigin(request));
