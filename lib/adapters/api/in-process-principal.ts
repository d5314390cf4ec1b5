import type { ApiPrincipal } from "./principal";

// The customer area calls /v1 in its own process (lib/adapters/v1-client/get-v1-client.ts), a
// moment after its request's one authorisation query read the member and their role. Such a
// call hands the v1 app that principal, typed, on the Request object itself: no credential is
// minted or checked and the membership is not read again. It cannot cross a socket: over HTTP
// (an integrator, INTERNAL_API_URL) a request authenticates with its bearer token.

const principals = new WeakMap<Request, ApiPrincipal>();

/** The request, as an in-process call made for `principal`. */
export function asInProcessCall(request: Request, principal: ApiPrincipal): Request {
  principals.set(request, principal);
  return request;
}

/** The principal an in-process call was made for; undefined for any other request. */
export function inProcessPrincipalOf(request: Request): ApiPrincipal | undefined {
  return principals.get(request);
}
