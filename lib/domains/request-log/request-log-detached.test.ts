import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logCorrelation, withRequestId } from "../../platform/log-context";
import type { RequestLogRecord } from "./request-log-record";
import { startRequestLog, stopRequestLog } from "./request-log";

// The process's request log is started by the first record, inside that record's request; its
// flush timer must not keep that request's context (its log lines and spans would name it).
describe("the request log's flushes", () => {
  const contextManager = new AsyncLocalStorageContextManager();
  beforeAll(async () => {
    context.setGlobalContextManager(contextManager.enable());
    trace.setGlobalTracerProvider(new BasicTracerProvider());
    await stopRequestLog(); // none left running by an earlier file in this worker
  });
  afterAll(() => {
    trace.disable();
    context.disable();
  });

  it("run outside the request whose record started the log", async () => {
    const flushes: Record<string, string>[] = [];
    const writer = { encode: () => "row\n", write: async () => void flushes.push({ ...logCorrelation(), active: String(Boolean(trace.getActiveSpan())) }) };
    await withRequestId("req_pqr44556", () =>
      trace.getTracer("test").startActiveSpan("GET /v1/modules", async (span) => {
        startRequestLog({ writer }).add({} as RequestLogRecord);
        span.end();
      }),
    );
    // The flush interval's timer (REQUEST_LOG_FLUSH_MS), not a flush called from here.
    await expect.poll(() => flushes.length, { timeout: 5000 }).toBeGreaterThan(0);
    await stopRequestLog();
    expect(flushes[0]).toEqual({ active: "false" });
  });
});
