import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, type Executor } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import { postgresRequestLogWriter } from "./postgres-request-log-writer";
import type { RequestLogRecord } from "./request-log-record";

// The writer sends a batch as one JSON parameter: every column must come back as it went in, the
// table's defaults must fill what a record leaves out, and a body no PostgreSQL text can hold
// (U+0000) must not fail its batch.

const full: RequestLogRecord = {
  requestId: "req_writer_full",
  occurredAt: new Date("2026-11-27T06:00:00.123Z"),
  accountId: "acc_writer",
  method: "POST",
  pathTemplate: "/v1/webhooks/{id}",
  path: "/v1/webhooks/whk_1",
  operationId: "updateWebhook",
  query: "a=1&b=%22q%22",
  status: 422,
  problemCode: "validation_failed",
  durationUs: 1234,
  tokenId: "tok_1",
  clientId: "oac_1",
  credentialName: `Ops "deploy" token — ünïcode \\ back`,
  scopes: ["read", "write"],
  ip: "127.0.0.1",
  userAgent: "curl/8",
  rateLimitLimit: 600,
  rateLimitRemaining: 599,
  rateLimitReset: 1_795_750_000,
  requestHeaders: { authorization: "Bearer $TOKEN", "content-type": "application/json" },
  requestBody: '{"url":"https://example.test/\\u0000","quote":"\'"}',
  responseBody: "line 1\nline 2\tand\u0000a NUL",
};

const minimal: RequestLogRecord = { requestId: "req_writer_min", occurredAt: new Date("2026-11-27T06:00:01Z"), method: "GET", pathTemplate: "/v1/modules", path: "/v1/modules", status: 200, durationUs: 1 };

describe("the request log's PostgreSQL writer", () => {
  it("stores every column of a batch as given, fills the defaults, and keeps a NUL as U+FFFD", async () => {
    await postgresRequestLogWriter().write([full, minimal]);
    const [stored] = await getDb().select().from(requestLog).where(eq(requestLog.requestId, full.requestId));
    expect(stored).toEqual({ ...full, responseBody: "line 1\nline 2\tand\uFFFDa NUL" });
    const [defaults] = await getDb().select().from(requestLog).where(eq(requestLog.requestId, minimal.requestId));
    expect(defaults).toMatchObject({ query: "", scopes: [], requestHeaders: {}, accountId: null, requestBody: null, rateLimitLimit: null });
  });

  it("writes a batch larger than one encoding slice whole, letting the event loop run while it encodes", async () => {
    const db = getDb();
    const records = Array.from({ length: 250 }, (_, index): RequestLogRecord => ({ ...minimal, requestId: `req_writer_slice_${String(index).padStart(3, "0")}`, durationUs: index }));
    // A callback queued behind the flush: with the batch encoded in one stretch it runs only after
    // the insert has gone; with the loop let go between slices, before.
    let ranBeforeInsert = false;
    let queuedRan = false;
    setImmediate(() => (queuedRan = true));
    const watched = new Proxy(db, { get: (target, key) => (key === "execute" ? (query: never) => ((ranBeforeInsert = queuedRan), target.execute(query)) : Reflect.get(target, key)) }) as Executor;
    await postgresRequestLogWriter(watched).write(records);
    expect(ranBeforeInsert).toBe(true);
    const stored = await db.select({ requestId: requestLog.requestId, durationUs: requestLog.durationUs }).from(requestLog).where(like(requestLog.requestId, "req_writer_slice_%")).orderBy(requestLog.requestId);
    expect(stored).toEqual(records.map(({ requestId, durationUs }) => ({ requestId, durationUs })));
  });
});
