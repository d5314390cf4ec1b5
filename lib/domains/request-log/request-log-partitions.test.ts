import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import { queryRows } from "../../platform/db/query-rows";
import { maintainRequestLog } from "./maintain-request-log";

// The request log's days: partitions made ahead, rows of a day without one kept in DEFAULT and
// moved in when it comes, and retention dropping whole days past the limit, nothing younger.

const partitions = async () =>
  (await queryRows<{ name: string }>(getDb(), sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'request_log'::regclass order by 1`)).map((row) => row.name);

const row = (requestId: string, occurredAt: Date) => ({ requestId, occurredAt, method: "GET", pathTemplate: "/v1/modules", path: "/v1/modules", status: 200, durationUs: 1 });

describe("request log partitions", () => {
  it("makes the coming days' partitions, moves DEFAULT's rows in, and drops whole days past retention", async () => {
    const db = getDb();
    const old = new Date("2026-01-01T12:00:00Z");
    // No partition for that day: the row waits in DEFAULT.
    await db.insert(requestLog).values([row("req_oldday00001", old), row("req_oldday00002", old)]);
    const made = await maintainRequestLog({ now: old, keptDays: 30 });
    expect(made.created).toEqual(["2026-01-01", "2026-01-02", "2026-01-03"]);
    expect(await partitions()).toContain("request_log_p2026_01_01");
    const [inDay] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from request_log_p2026_01_01`);
    expect(inDay!.count).toBe(2);

    // 30 days after Jan 3 ended, Jan 1–3 go whole; a day still inside the window stays.
    const later = new Date("2026-02-03T00:00:01Z");
    const { dropped } = await maintainRequestLog({ now: later, keptDays: 30 });
    expect(dropped).toEqual(["request_log_p2026_01_01", "request_log_p2026_01_02", "request_log_p2026_01_03"]);
    expect(await partitions()).toContain("request_log_p2026_02_03");
    const [left] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from request_log where request_id like 'req_oldday%'`);
    expect(left!.count).toBe(0);
  });
});
