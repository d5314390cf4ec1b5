import securityHeaders from "../../platform/http/security-headers.json";
import { edgeSubAppOf, type EdgeSubApp } from "../edge-paths/edge-paths";
import { healthApp } from "./health-app";
import { withAnswerHeaders } from "./middleware/answer-headers";
import { oauthApp } from "./oauth-app";
import { problemResponse } from "./problem";
import { problems } from "./problems";
import { requestIdFor } from "./request-id";
import { secretScanningApp } from "./secret-scanning-app";
import { v1App } from "./v1-app";
import { wellKnownApp } from "./well-known-app";

// Every path an integrator (or an orchestrator) calls, in one app: /v1, /oauth/*, /.well-known/*,
// /secret-scanning/*, /healthz and /readyz. Each prefix is a Hono sub-app with its own error
// mapper (problems for /v1 and secret scanning, RFC 6749 errors for OAuth). Everything else is
// the customer area's (Next: pages, server actions, /api/auth).
//
// Served by `npm run start:api` alone, by `npm start` beside Next in one process, and under
// `next dev` through the catch-all routes in app/. The sub-apps are picked by prefix rather
// than merged with Hono's route(): /v1's middleware stays /v1's, and a /v1 request pays one
// string test for the rest.

type Fetch = (request: Request) => Response | Promise<Response>;

/** Each sub-app's fetch, by the name lib/adapters/edge-paths gives the paths it answers. */
const subApps: Record<EdgeSubApp, Fetch> = {
  v1: v1App.fetch,
  oauth: oauthApp.fetch,
  wellKnown: wellKnownApp.fetch,
  secretScanning: secretScanningApp.fetch,
  health: healthApp.fetch,
};

const subAppFor = (target: string): Fetch | undefined => {
  const name = edgeSubAppOf(target);
  return name === undefined ? undefined : subApps[name];
};

/** The sub-apps' answers carry the security headers /v1's do (next.config.mjs sets them on pages). */
async function withSecurityHeaders(answer: Response | Promise<Response>): Promise<Response> {
  const response = await answer;
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

export const edgeApp = {
  fetch(request: Request): Response | Promise<Response> {
    const url = request.url;
    const target = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const fetch = subAppFor(target);
    if (fetch === v1App.fetch) return fetch(request);
    if (fetch) return withSecurityHeaders(fetch(request));
    const requestId = requestIdFor(request);
    return withAnswerHeaders(problemResponse(problems.notFound("Nothing is served here. The API is under /v1; see /v1/openapi.json."), requestId, { inRequestLog: false }), requestId);
  },
};
