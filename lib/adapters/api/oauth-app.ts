import { Hono, type Context } from "hono";
import { oauthEndpoints } from "../../domains/oauth/endpoints";
import { handleIntrospectionRequest } from "../../domains/oauth/handle-introspection-request";
import { handleRevocationRequest } from "../../domains/oauth/handle-revocation-request";
import { handleTokenRequest } from "../../domains/oauth/handle-token-request";
import { OAuthError } from "../../domains/oauth/oauth-error";
import type { AuthenticatedOAuthClient, OAuthRequest } from "../../domains/oauth/oauth-request";
import { isDatabaseUnavailableError } from "../../platform/db/database-unavailable";
import { AttemptsThrottled } from "../../platform/errors/attempts-throttled";
import { requestOriginFrom, type RequestOrigin } from "../../platform/http/request-origin";
import { logger } from "../../platform/logger";
import { oauthErrorResponse, oauthServerError, oauthServiceUnavailable } from "./oauth-error-response";
import { problemResponse } from "./problem";
import { problems } from "./problems";
import { traceRequest } from "./middleware/trace-request";
import { readOAuthForm } from "./read-oauth-form";
import { recordRequestLog } from "./middleware/record-request";
import { requestIdFor } from "./request-id";

// /oauth/*: the token (RFC 6749 §4.4, client credentials), revocation (RFC 7009) and
// introspection (RFC 7662) endpoints. Form-encoded and client-authenticated, answered with
// RFC 6749 error JSON rather than problems; the decisions are the services' in lib/domains/oauth/.

// `oauthClient`: the client the request authenticated as, for the request log's record.
type OAuthEnv = { Variables: { requestId: string; origin: RequestOrigin; oauthClient?: AuthenticatedOAuthClient } };

export const oauthApp = new Hono<OAuthEnv>({ strict: true });

// Outermost: one request-log record per request, with the answer's headers.
const oauthOperationIds: Record<string, string> = { "/oauth/token": "oauthToken", "/oauth/introspect": "oauthIntrospect", "/oauth/revoke": "oauthRevoke" };
oauthApp.use(recordRequestLog((method, pathTemplate) => (method === "POST" ? (oauthOperationIds[pathTemplate] ?? null) : null)));

// Every answer, refusals included: the request id, and never cached (RFC 6749 §5.1).
oauthApp.use(async (context, next) => {
  const requestId = requestIdFor(context.req.raw);
  context.set("requestId", requestId);
  context.set("origin", requestOriginFrom(context.req.raw.headers));
  await next();
  context.res.headers.set("X-Request-Id", requestId);
  context.res.headers.set("Cache-Control", "no-store");
  context.res.headers.set("Pragma", "no-cache");
});
// A span per request, named by route template, and the request metrics (as /v1 has them).
oauthApp.use(traceRequest);

// A service's refusal is its §5.2 error (a throttled client authentication invalid_client with
// Retry-After), an outage a 503 with Retry-After, anything else a logged
// 500. Never logs the body: it holds secrets.
oauthApp.onError((error, context) => {
  if (error instanceof OAuthError) return oauthErrorResponse(error);
  // A throttled client authentication is still RFC 6749's invalid_client (what every client
  // library understands), with the wait.
  if (error instanceof AttemptsThrottled) {
    return oauthErrorResponse(new OAuthError("invalid_client", error.message), { "Retry-After": String(error.retryAfterSeconds) });
  }
  if (isDatabaseUnavailableError(error)) return oauthErrorResponse(oauthServiceUnavailable(), { "Retry-After": "5" });
  logger.error({ err: error, requestId: context.get("requestId") }, "OAuth endpoint failed");
  return oauthErrorResponse(oauthServerError());
});

async function oauthRequest(context: Context<OAuthEnv>): Promise<OAuthRequest> {
  const request = context.req.raw;
  return {
    form: await readOAuthForm(request),
    authorization: request.headers.get("authorization"),
    endpoints: oauthEndpoints(request),
    origin: context.get("origin"),
    onClientAuthenticated: (client) => context.set("oauthClient", client),
  };
}

oauthApp.post("/oauth/token", async (context) => Response.json(await handleTokenRequest(await oauthRequest(context))));
oauthApp.post("/oauth/introspect", async (context) => Response.json(await handleIntrospectionRequest(await oauthRequest(context))));
oauthApp.post("/oauth/revoke", async (context) => {
  await handleRevocationRequest(await oauthRequest(context));
  return new Response(null, { status: 200 });
});

/** Each endpoint takes POST only; other paths under /oauth are not found. */
const notPost = () => new Response(null, { status: 405, headers: { Allow: "POST" } });
oauthApp.on(["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"], ["/oauth/token", "/oauth/introspect", "/oauth/revoke"], notPost);
oauthApp.all("*", (context: Context<OAuthEnv>) => problemResponse(problems.notFound(), context.get("requestId")));
