import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAccessToken } from "../../../domains/access-tokens/create-access-token";
import { systemActor } from "../../../domains/audit/actor";
import { createAccountFixture, createModuleFixture, createModuleTokenFixture } from "../../../domains/modules/testing/create-module-fixture";
import { getDb } from "../../../platform/db/client";
import { events } from "../../../platform/db/schema";
import { freePort } from "../../../testing/free-port";
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from "../../../testing/otlp-receiver";

// W3C traceparent on /v1 is continued only from TRACEPARENT_TRUSTED_CALLERS (trace-request.ts),
// with the real tracing set-up (tracing.ts: NodeSDK, parent-based sampling, OTLP/HTTP export)
// exporting to an OTLP receiver on 127.0.0.1. New traces are sampled at 0 here, so a span is
// exported only when it follows a sampled parent: a trusted caller's is continued (same trace,
// the caller's span as parent, the trace id in the logs and in the event the outbox hands to
// the webhook worker), an untrusted caller's neither names the trace nor forces sampling.

const TRUSTED = "10.20.30.40";
const UNTRUSTED = "203.0.113.9";
const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
const callerSpan = "00f067aa0ba902b7";
const traceparent = `00-${callerTrace}-${callerSpan}-01`;

let otlp: OtlpReceiver;
// The modules under test, loaded again after the settings below (env.ts reads them once, at load).
let app: { fetch: (request: Request) => Response | Promise<Response> };
let middleware: typeof import("./trace-request") & typeof import("./answer-headers");
let logCorrelation: typeof import("../../../platform/log-context").logCorrelation;
let stopTracing: () => Promise<void>;

beforeAll(async () => {
  const port = await freePort();
  otlp = await startOtlpReceiver(port);
  vi.stubEnv("TRACEPARENT_TRUSTED_CALLERS", `192.0.2.1, ${TRUSTED}`);
  vi.stubEnv("OTEL_EXPORTER_OTLP_ENDPOINT", `http://127.0.0.1:${port}`);
  vi.stubEnv("OTEL_TRACES_SAMPLER_RATIO", "0");
  vi.resetModules();
  const tracing = await import("../../../platform/telemetry/tracing");
  expect(tracing.startTracing("api")).toBe(true);
  stopTracing = tracing.stopTracing;
  app = (await import("../edge-app")).edgeApp;
  middleware = { ...(await import("./trace-request")), ...(await import("./answer-headers")) };
  logCorrelation = (await import("../../../platform/log-context")).logCorrelation;
});

afterAll(async () => {
  await stopTracing?.();
  await otlp?.close();
  vi.unstubAllEnvs();
});

async function rotationCall(from: string) {
  const account = await createAccountFixture();
  const module = await createModuleFixture({ accountId: account.id });
  await createModuleTokenFixture(module, new Date(Date.now() - 60_000));
  const { token } = await createAccessToken({ accountId: account.id, actor: systemActor(), name: "tracing", scopes: ["read", "write"], expiresInSeconds: 3600 });
  const answer = await app.fetch(
    new Request(`http://localhost/v1/modules/${module.id}/tokens`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "x-forwarded-for": from, traceparent },
      body: "{}",
    }),
  );
  expect(answer.status).toBe(201);
  const [event] = await getDb().select().from(events).where(and(eq(events.accountId, account.id), eq(events.type, "module.token.rotated")));
  return { requestId: answer.headers.get("x-request-id")!, event: event! };
}

/** The spans exported so far, once the batch (sent every second) has gone out. */
async function exported(until: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  for (let waited = 0; waited < 10_000 && !until(otlp.spans); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
  return otlp.spans;
}

/** A log line written inside a request of an app with the real request middlewares, through pino's real mixin. */
async function loggedInRequest(from: string): Promise<Record<string, string>> {
  const lines: string[] = [];
  const log = pino({ mixin: logCorrelation }, new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }));
  const probe = new Hono().use(middleware.answerHeaders, middleware.traceRequest).get("/v1/probe", (context) => (log.info("inside the request"), context.body(null, 204)));
  const answer = await probe.request("/v1/probe", { headers: { "x-forwarded-for": from, traceparent } });
  expect(answer.status).toBe(204);
  expect(lines).toHaveLength(1);
  return { ...JSON.parse(lines[0]!), answeredRequestId: answer.headers.get("x-request-id") };
}

describe("a caller's traceparent on /v1", () => {
  it("is continued from a trusted caller: the request's span is a child of the caller's, and the trace reaches the outbox event, its hand-off span and the logs", async () => {
    const { requestId, event } = await rotationCall(TRUSTED);
    const spans = await exported((all) => all.some((span) => span.attributes.request_id === requestId) && all.some((span) => span.name === "outbox.enqueue"));
    const request = spans.find((span) => span.attributes.request_id === requestId)!;
    expect(request).toMatchObject({ name: "POST /v1/modules/:id/tokens", traceId: callerTrace, parentSpanId: callerSpan, service: "module-integrations-api" });
    // The event carries the request's trace (under the outbox hand-off span), so the worker's delivery attempt continues it.
    const handOff = spans.find((span) => span.name === "outbox.enqueue" && span.traceId === callerTrace)!;
    expect(handOff.parentSpanId).toBe(request.spanId);
    expect(event.traceParent).toBe(`00-${callerTrace}-${handOff.spanId}-01`);

    const logged = await loggedInRequest(TRUSTED);
    expect(logged).toMatchObject({ trace_id: callerTrace, request_id: logged.answeredRequestId });
    expect(logged.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(logged.span_id).not.toBe(callerSpan);
  });

  it("is ignored from anyone else: a new trace starts, which the caller's sampled flag does not force into the export", async () => {
    const before = otlp.spans.length;
    const { requestId, event } = await rotationCall(UNTRUSTED);
    const logged = await loggedInRequest(UNTRUSTED);
    // The log line names the request's own (unrecorded) trace, never the caller's.
    expect(logged.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(logged.trace_id).not.toBe(callerTrace);
    expect(logged.request_id).toBe(logged.answeredRequestId);
    // The event carries that new trace, unsampled (flags 00), so the worker's attempt is not recorded either.
    expect(event.traceParent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
    expect(event.traceParent).not.toContain(callerTrace);

    // A trusted call after them, exported: the batch holds spans in the order they ended, so
    // anything the untrusted calls recorded would have gone out with it or before.
    const marker = await loggedInRequest(TRUSTED);
    const spans = (await exported((all) => all.some((span) => span.attributes.request_id === marker.request_id))).slice(before);
    expect(spans.some((span) => span.attributes.request_id === marker.request_id)).toBe(true);
    // Nothing of the untrusted requests was exported: new traces are sampled at 0 here, and the caller's flag did not count.
    expect(spans.filter((span) => span.attributes.request_id === requestId || span.attributes.request_id === logged.request_id)).toEqual([]);
  });
});
