import { context as activeContext, propagation, ROOT_CONTEXT, SpanKind, trace } from "@opentelemetry/api";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import { env } from "../../../platform/env";
import { withRequestId } from "../../../platform/log-context";
import { rateLimitRefusals, requestDuration, statusClass } from "../../../platform/telemetry/metrics";
import type { RequestOrigin } from "../../../platform/http/request-origin";
import type { ApiPrincipal } from "../principal";

/** What the middleware reads: the request id and origin set before it, the principal once authenticated. */
interface TraceEnv {
  Variables: { requestId: string; origin: RequestOrigin; principal?: ApiPrincipal | undefined };
}

// A span and the metrics for every request of a Hono app (/v1, and /oauth where it is one),
// named by route template (`GET /v1/modules/:id`), so neither a trace name nor a metric label
// ever holds a path, an id or a token. Sits inside answerHeaders, which has set the request id
// and origin by then.

const tracer = trace.getTracer("module-integrations");
const trustedCallers = new Set(env.TRACEPARENT_TRUSTED_CALLERS);
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The operation label: method and route template; `unmatched` for what no route declares. */
function operationOf(context: Context<TraceEnv>): string {
  const method = KNOWN_METHODS.has(context.req.method) ? context.req.method : "OTHER";
  const route = routePath(context);
  return route && route !== "*" && route !== "/*" ? `${method} ${route}` : `${method} unmatched`;
}

export const traceRequest = createMiddleware<TraceEnv>(async (context, next) => {
  const started = performance.now();
  const requestId = context.get("requestId");
  // A caller's traceparent is followed only from a trusted address (an internal gateway);
  // anyone else could otherwise choose our trace ids and force sampling.
  const ip = context.get("origin").ip;
  const parent = ip && trustedCallers.has(ip) ? propagation.extract(ROOT_CONTEXT, { traceparent: context.req.header("traceparent") ?? "" }) : ROOT_CONTEXT;
  // Attributes only on a span that records: the sampler needs none, and for the 90 % sampled out
  // they would be built and checked for nothing.
  const span = tracer.startSpan(context.req.method, { kind: SpanKind.SERVER }, parent);
  if (span.isRecording()) span.setAttributes({ "http.request.method": context.req.method, request_id: requestId });
  try {
    if (span.isRecording()) await activeContext.with(trace.setSpan(parent, span), () => withRequestId(requestId, next));
    // Sampled out (90 % by default): the span is not made active, so the pg and ioredis
    // instrumentations (requireParentSpan) pass the request's queries straight through; its log
    // lines still carry the span's ids.
    else await withRequestId(requestId, next, span.spanContext());
  } finally {
    const operation = operationOf(context);
    const status = context.res.status;
    requestDuration.observe({ operation, status_class: statusClass(status) }, (performance.now() - started) / 1000);
    if (status === 429) rateLimitRefusals.inc({ operation });
    if (span.isRecording()) {
      span.updateName(operation);
      span.setAttribute("http.route", operation.slice(operation.indexOf(" ") + 1));
      span.setAttribute("http.response.status_code", status);
      // The token's id names which credential called; the token itself never leaves authentication.
      const tokenId = context.get("principal")?.tokenId;
      if (tokenId) span.setAttribute("token.id", tokenId);
    }
    span.end();
  }
});
