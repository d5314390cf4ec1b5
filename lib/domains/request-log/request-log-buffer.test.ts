import { describe, expect, it } from "vitest";
import { metricsRegistry } from "../../platform/telemetry/metrics";
import { RequestLogBuffer } from "./request-log-buffer";
import type { RequestLogRecord } from "./request-log-record";
import type { RequestLogWriter } from "./request-log-writer";

// The buffer between the requests and the store: batches, a store that is down (records kept
// for the next flush), a full buffer (the oldest dropped and counted), never an error to the caller.
// The writer here is a second implementation of the interface (a list in memory that can refuse),
// which is what the buffer is written against; the PostgreSQL writer is tested through the API.

function record(index: number): RequestLogRecord {
  return { requestId: `req_test${String(index).padStart(6, "0")}`, occurredAt: new Date(), method: "GET", pathTemplate: "/v1/modules", path: "/v1/modules", status: 200, durationUs: 100 };
}

function memoryWriter() {
  const batches: RequestLogRecord[][] = [];
  // Rows as JSON lines, as a column store might take them.
  const writer: RequestLogWriter & { down: boolean; batches: RequestLogRecord[][] } = {
    down: false,
    batches,
    encode: (record) => `${JSON.stringify(record)}\n`,
    async write(rows) {
      if (writer.down) throw new Error("connection refused");
      batches.push(Buffer.from(rows).toString("utf8").trimEnd().split("\n").map((line) => JSON.parse(line) as RequestLogRecord));
    },
  };
  return writer;
}

const ids = (records: RequestLogRecord[]) => records.map((item) => item.requestId);

describe("the request log buffer", () => {
  it("writes everything held in batches of at most 500, each record once", async () => {
    const writer = memoryWriter();
    const buffer = new RequestLogBuffer({ writer, capacity: 10_000 });
    for (let index = 0; index < 1_200; index++) buffer.add(record(index));
    await buffer.flush();
    expect(writer.batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(new Set(ids(writer.batches.flat())).size).toBe(1_200);
    expect(buffer.size).toBe(0);
    expect(buffer.written).toBe(1_200);
  });

  it("keeps the records of an outage for the next flush, in order, and drops the oldest past its room", async () => {
    const writer = memoryWriter();
    const buffer = new RequestLogBuffer({ writer, capacity: 100 });
    writer.down = true;
    for (let index = 0; index < 60; index++) buffer.add(record(index));
    await buffer.flush();
    expect(buffer.size).toBe(60);
    for (let index = 60; index < 130; index++) buffer.add(record(index));
    expect(buffer.dropped).toBe(30);
    writer.down = false;
    await buffer.flush();
    const written = ids(writer.batches.flat());
    expect(written).toEqual(ids(Array.from({ length: 100 }, (_, index) => record(index + 30))));
    expect(buffer.written + buffer.dropped).toBe(130);
  });

  it("never throws to the caller, and runs one flush at a time", async () => {
    const writer = memoryWriter();
    writer.down = true;
    const buffer = new RequestLogBuffer({ writer, capacity: 10 });
    buffer.add(record(1));
    await expect(buffer.flush()).resolves.toBeUndefined();
    writer.down = false;
    const [first, second, third] = [buffer.flush(), buffer.flush(), buffer.flush()];
    expect(second).toBe(third);
    await Promise.all([first, second]);
    expect(writer.batches).toHaveLength(1);
  });

  it("writes, on a flush called while another runs, what came after the running one took its rows", async () => {
    const writer = memoryWriter();
    let release = () => {};
    const slowWrite = writer.write.bind(writer);
    writer.write = async (rows) => {
      await new Promise<void>((resolve) => (release = resolve));
      writer.write = slowWrite;
      await slowWrite(rows);
    };
    const buffer = new RequestLogBuffer({ writer, capacity: 100 });
    buffer.add(record(1));
    const running = buffer.flush(); // the interval's, say: it holds record 1's batch
    await new Promise((resolve) => setImmediate(resolve));
    buffer.add(record(2));
    const asked = buffer.flush(); // the shutdown's, or a test's
    release();
    await Promise.all([running, asked]);
    expect(writer.batches.map(ids)).toEqual([["req_test000001"], ["req_test000002"]]);
  });

  it("counts what a full buffer drops in request_log_dropped_records_total, as Prometheus scrapes it", async () => {
    const scrapedDrops = async () => {
      const line = (await metricsRegistry.metrics()).split("\n").find((text) => text.startsWith("request_log_dropped_records_total"));
      return Number(line?.split(" ").at(-1));
    };
    const before = await scrapedDrops();
    const writer = memoryWriter();
    writer.down = true;
    const buffer = new RequestLogBuffer({ writer, capacity: 100 });
    for (let index = 0; index < 150; index++) buffer.add(record(index));
    expect(await scrapedDrops()).toBe(before + 50);
    // A batch refused by the store comes back to a buffer that filled meanwhile: the excess is counted too.
    await buffer.flush();
    for (let index = 150; index < 175; index++) buffer.add(record(index));
    expect(buffer.dropped).toBe(75);
    expect(await scrapedDrops()).toBe(before + 75);
  });

  it("counts a record its writer cannot encode as dropped, keeps the others, and never throws to the request", async () => {
    const writer = memoryWriter();
    const buffer = new RequestLogBuffer({
      writer: { ...writer, encode: (item: RequestLogRecord) => (item.status === 500 ? (JSON.parse("{") as string) : writer.encode(item)) },
      capacity: 10,
    });
    buffer.add(record(1));
    expect(() => buffer.add({ ...record(2), status: 500 })).not.toThrow();
    buffer.add(record(3));
    await buffer.flush();
    expect(buffer.dropped).toBe(1);
    expect(ids(writer.batches.flat())).toEqual([record(1).requestId, record(3).requestId]);
  });

  it("drops the oldest past its room whether or not they are encoded yet, and writes the rest in order", async () => {
    const writer = memoryWriter();
    // 15 waiting to be encoded (fewer than a group): the five oldest go.
    const waiting = new RequestLogBuffer({ writer, capacity: 10 });
    for (let index = 0; index < 15; index++) waiting.add(record(index));
    expect([waiting.size, waiting.dropped]).toEqual([10, 5]);
    await waiting.flush();
    expect(ids(writer.batches.flat())).toEqual(ids(Array.from({ length: 10 }, (_, index) => record(index + 5))));
    // 250 through a room of 100, in groups encoded on the way: the newest 100 are kept.
    writer.batches.length = 0;
    const buffer = new RequestLogBuffer({ writer, capacity: 100 });
    for (let index = 0; index < 250; index++) buffer.add(record(index));
    expect([buffer.size, buffer.dropped]).toEqual([100, 150]);
    await buffer.flush();
    expect(ids(writer.batches.flat())).toEqual(ids(Array.from({ length: 100 }, (_, index) => record(index + 150))));
  });
});
