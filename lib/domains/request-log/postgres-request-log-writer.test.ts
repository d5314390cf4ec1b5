import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import { postgresRequestLogWriter } from "./postgres-request-log-writer";
import type { RequestLogRecord } from "./request-log-record";
import { writeRecords } from "./request-log-writer";

// The writer sends a batch as one COPY in its text format: every column must come back as it went
// in (tabs, newlines, backslashes, a literal `\N`, quotes and commas in an array, JSON with escapes),
// the table's defaults must fill what a record leaves out, and a value no PostgreSQL text can hold
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
  credentialName: `Ops "deploy" token — ünïcode \\ back \\N 🚀`,
  scopes: ["read", "write", 'a "quoted", {braced} \\ scope', ""],
  ip: "127.0.0.1",
  userAgent: "\\N",
  rateLimitLimit: 600,
  rateLimitRemaining: 599,
  rateLimitReset: 1_795_750_000,
  requestHeaders: { authorization: "Bearer $TOKEN", "content-type": "application/json", "x-odd": 'a\\b "c"\tline\r\n' },
  requestBody: '{"url":"https://example.test/\\u0000","quote":"\'"}',
  responseBody: "line 1\nline 2\tand\u0000a NUL\r\\.",
};

const minimal: RequestLogRecord = { requestId: "req_writer_min", occurredAt: new Date("2026-11-27T06:00:01Z"), method: "GET", pathTemplate: "/v1/modules", path: "/v1/modules", status: 200, durationUs: 1 };

const write = (records: RequestLogRecord[]) => writeRecords(postgresRequestLogWriter(), records);

describe("the request log's PostgreSQL writer", () => {
  it("keeps a NUL inside a JSON column as U+FFFD, which jsonb would refuse even escaped", async () => {
    await write([{ ...minimal, requestId: "req_writer_json_nul", requestHeaders: { "x-odd": "a\u0000b" } }]);
    const [stored] = await getDb().select().from(requestLog).where(eq(requestLog.requestId, "req_writer_json_nul"));
    expect(stored!.requestHeaders).toEqual({ "x-odd": "a\uFFFDb" });
  });

  it("stores every column of a batch as given, fills the defaults, and keeps a NUL as U+FFFD", async () => {
    await write([full, minimal]);
    const [stored] = await getDb().select().from(requestLog).where(eq(requestLog.requestId, full.requestId));
    expect(stored).toEqual({ ...full, responseBody: "line 1\nline 2\tand\uFFFDa NUL\r\\." });
    const [defaults] = await getDb().select().from(requestLog).where(eq(requestLog.requestId, minimal.requestId));
    expect(defaults).toMatchObject({ query: "", scopes: [], requestHeaders: {}, accountId: null, requestBody: null, rateLimitLimit: null });
  });
});
