import { context as activeContext, propagation, ROOT_CONTEXT, SpanKind, trace } from "@opentelemetry/api";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { env } from "../../../platform/env";
import { DRAW_IDS_WHEN_LOGGED, withRequestId } from "../../../platform/log-context";
import { EDGE_SAMPLED_ROOT, sampledAtEdge, tracingStarted } from "../../../platform/telemetry/edge-sampling";
import { rateLimitRefusals, requestDuration, statusClass } from "../../../platform/telemetry/metrics";
import type { RequestOrigin } from "../../../platform/http/request-origin";
import { matchedRoute } from "../matched-route";
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
  const route = matchedRoute(context);
  return route && route !== "*" && route !== "/*" ? `${method} ${route}` : `${method} unmatched`;
}

export const traceRequest = createMiddleware<TraceEnv>(async (context, next) => {
  const started = performance.now();
  const requestId = context.get("requestId");
  // A caller's traceparent is followed only from a trusted address (an internal gateway);
  // anyone else could otherwise choose our trace ids and force sampling.
  const ip = context.get("origin").ip;
  const callerTrace = ip && trustedCallers.has(ip) ? context.req.header("traceparent") : undefined;
  // A new trace is sampled here, before any span exists (edge-sampling.ts): the nine in ten left
  // out make no span at all, and their ids are drawn only if a log line is written.
  const parent = callerTrace ? propagation.extract(ROOT_CONTEXT, { traceparent: callerTrace }) : sampledAtEdge() ? EDGE_SAMPLED_ROOT : null;
  const span = parent ? tracer.startSpan(context.req.method, { kind: SpanKind.SERVER }, parent) : null;
  // A caller's trace that is not sampled gives a span that records nothing: it runs like one left out here.
  const recorded = parent && span?.isRecording() ? { parent, span } : null;
  recorded?.span.setAttributes({ "http.request.method": context.req.method, request_id: requestId });
  try {
    if (recorded) await activeContext.with(trace.setSpan(recorded.parent, recorded.span), () => withRequestId(requestId, next));
    // Not recorded: no span is active, so the pg and ioredis instrumentations (requireParentSpan)
    // pass the request's queries straight through. Its log lines carry trace ids when tracing is on.
    else await withRequestId(requestId, next, span?.spanContext() ?? (tracingStarted() ? DRAW_IDS_WHEN_LOGGED : undefined));
  } finally {
    const operation = operationOf(context);
    const status = context.res.status;
    requestDuration.observe({ operation, status_class: statusClass(status) }, (performance.now() - started) / 1000);
    if (status === 429) rateLimitRefusals.inc({ operation });
    if (recorded) {
      recorded.span.updateName(operation);
      recorded.span.setAttribute("http.route", operation.slice(operation.indexOf(" ") + 1));
      recorded.span.setAttribute("http.response.status_code", status);
      // The token's id names which credential called; the token itself never leaves authentication.
      const tokenId = context.get("principal")?.tokenId;
      if (tokenId) recorded.span.setAttribute("token.id", tokenId);
    }
    span?.end();
  }
});
