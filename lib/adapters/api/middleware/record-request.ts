import type { Context, MiddlewareHandler } from "hono";
import { recordRequest, recordRequestWhenBuilt, requestLogEnabled } from "../../../domains/request-log/request-log";
import type { RequestLogRecord } from "../../../domains/request-log/request-log-record";
import type { AuthenticatedOAuthClient } from "../../../domains/oauth/oauth-request";
import { maskSecretPathSegments, redactBody, redactFormText, redactHeaders } from "../../../domains/request-log/redact-secrets";
import { readLimitedBody } from "../../../platform/http/read-limited-body";
import { requestOriginFrom, type RequestOrigin } from "../../../platform/http/request-origin";
import { matchedRoute } from "../matched-route";
import type { ApiPrincipal } from "../principal";
import type { RateLimitOutcome } from "../rate-limit";

// The outermost piece of /v1 and /oauth/*: one request-log record per request, handed to the
// in-memory buffer (lib/domains/request-log/request-log.ts) once the answer is ready. What a
// request pays: a clock reading, and for writes a clone of the body; the bodies are read, redacted
// and the record built after the answer has gone, so a slow or failing log never delays it.

interface RecordedVariables {
  // `principal`: /v1's caller; `oauthClient`: the client an /oauth/* request authenticated as (oauth-app.ts).
  Variables: { requestId: string; principal?: ApiPrincipal; oauthClient?: AuthenticatedOAuthClient; limits?: RateLimitOutcome; origin?: RequestOrigin };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Each route's template, written once: the routes are the app's own, a fixed set. */
const templateOfRoute = new Map<string, string>();

/** `/v1/webhooks/:id` → `/v1/webhooks/{id}`; the catch-all 404 (`*`) keeps the path itself (cut to the record's limit). */
function pathTemplateOf(context: Context, path: string): string {
  const route = matchedRoute(context);
  if (route === "*" || route === "/*") return path.slice(0, RECORD_LIMITS.pathTemplate);
  let template = templateOfRoute.get(route);
  if (template === undefined) templateOfRoute.set(route, (template = route.replace(/:(\w+)/g, "{$1}")));
  return template;
}

/**
 * What a record keeps of a caller-chosen path and query (the API's RequestRecord limits): a
 * client may send far longer ones, and a record the API cannot show would break the list.
 */
const RECORD_LIMITS = { path: 2048, pathTemplate: 256, query: 4096 } as const;

/**
 * The path and the query (without `?`) of a request's URL, which Request.url holds absolute and
 * already normalised; cut from the text rather than parsed again by `new URL` for every request.
 */
function pathAndQueryOf(url: string): { pathname: string; search: string } {
  const fragment = url.indexOf("#");
  const end = fragment === -1 ? url.length : fragment;
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart === -1 || pathStart > end) return { pathname: "/", search: "" };
  const queryStart = url.indexOf("?", pathStart);
  if (queryStart === -1 || queryStart > end) return { pathname: url.slice(pathStart, end), search: "" };
  return { pathname: url.slice(pathStart, queryStart), search: url.slice(queryStart + 1, end) };
}

/** The problem's `code`, or the OAuth error's `error`, of an error answer. */
function errorCodeOf(body: string | null): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { code?: unknown; error?: unknown };
    const code = parsed.code ?? parsed.error;
    return typeof code === "string" ? code.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/** Enough of a body for the log (which keeps 8 KiB of it), never all of an oversized one. */
const READ_LIMIT_BYTES = 64 * 1024;

const readText = (message: Request | Response | undefined): Promise<string | null> =>
  message
    ? readLimitedBody(message, READ_LIMIT_BYTES).then(
        (body) => body.toString("utf8"),
        () => null,
      )
    : Promise.resolve(null);

/** Names the operation of a request by its method and path template (`POST`, `/v1/webhooks`); null for none. */
export type OperationIdOf = (method: string, pathTemplate: string) => string | null;

/** The recording middleware of one app, which knows its operations' ids. */
export const recordRequestLog =
  (operationIdOf: OperationIdOf): MiddlewareHandler<RecordedVariables> =>
  async (context, next) => {
    if (!requestLogEnabled) return next();
    const started = performance.now();
    const occurredAt = new Date();
    const request = context.req.raw;
    const isWrite = WRITE_METHODS.has(request.method);
    const requestCopy = isWrite && request.body ? request.clone() : undefined;
    await next();
    const durationUs = Math.round((performance.now() - started) * 1000);
    const response = context.res;
    const responseCopy = isWrite || response.status >= 400 ? response.clone() : undefined;
    const { pathname, search } = pathAndQueryOf(request.url);
    const principal = context.get("principal");
    // Only a client that proved itself is credited: anyone may name a client id, and a failed
    // authentication credited to it would let anyone write into that client's account's log.
    const oauthClient = context.get("oauthClient");
    // A path is the caller's text too: a token pasted into it (a wrong URL) is masked like one in a body.
    const path = maskSecretPathSegments(pathname);
    const pathTemplate = pathTemplateOf(context, path);
    const limits = context.get("limits");
    // The origin answerHeaders found already, where the app has that middleware (/v1).
    const origin = principal?.origin ?? context.get("origin") ?? requestOriginFrom(request.headers);
    const base: RequestLogRecord = {
      requestId: context.get("requestId"),
      occurredAt,
      accountId: principal?.accountId ?? oauthClient?.accountId ?? null,
      method: request.method,
      pathTemplate,
      path: path.slice(0, RECORD_LIMITS.path),
      operationId: operationIdOf(request.method === "HEAD" ? "GET" : request.method, pathTemplate),
      query: redactFormText(search).slice(0, RECORD_LIMITS.query),
      status: response.status,
      durationUs,
      tokenId: principal?.tokenId ?? null,
      clientId: principal?.oauthClientId ?? oauthClient?.id ?? null,
      credentialName: principal?.actor.display ?? oauthClient?.name ?? null,
      scopes: principal?.scopes ?? [],
      ip: origin.ip ?? null,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      rateLimitLimit: limits?.limit ?? null,
      rateLimitRemaining: limits?.remaining ?? null,
      rateLimitReset: limits?.resetAt ?? null,
      requestHeaders: redactHeaders(request.headers),
    };
    if (!requestCopy && !responseCopy) return recordRequest(base);
    // After the answer: the bodies are read from the copies, redacted, and the record handed on.
    recordRequestWhenBuilt(
      Promise.all([readText(requestCopy), readText(responseCopy)]).then(([requestText, responseText]) => {
        return {
          ...base,
          problemCode: response.status >= 400 ? errorCodeOf(responseText) : null,
          requestBody: isWrite && requestText ? redactBody(requestText, request.headers.get("content-type")) : null,
          responseBody: isWrite && responseText ? redactBody(responseText, response.headers.get("content-type")) : null,
        };
      }),
    );
  };
