import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAuditEntries, type AuditEntryRow, type AuditPosition } from "../audit/list-audit-entries";
import { getDb } from "../../platform/db/client";
import { createAccountFixture } from "../modules/testing/create-module-fixture";
import { ensureAuditPartitions } from "./ensure-audit-partitions";
import { queryRows } from "../../platform/db/query-rows";
import { insertAuditEntry } from "./testing/retention-fixtures";

// The audit journal partitioned by month (migration 0012): where entries land, how the workers
// prepare the coming months, and that the journal reads and refuses as it did before.

const partitionOf = async (id: string) =>
  (await queryRows<{ partition: string }>(getDb(), sql`select tableoid::regclass::text as partition from audit_entries where id = ${id}`))[0]?.partition;

async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return "accepted";
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
  }
}

describe("the audit journal's monthly partitions", () => {
  it("are created for this month and the next ahead of time, once, and take the month's entries out of DEFAULT", async () => {
    const accountId = (await createAccountFixture()).id;
    // No worker ran: these reach DEFAULT, and an insert never fails for want of a partition.
    const early = await insertAuditEntry(accountId, "2031-03-02T10:00:00Z");
    const lastInstant = await insertAuditEntry(accountId, "2031-04-30T23:59:59.999999Z");
    const later = await insertAuditEntry(accountId, "2031-05-01T00:00:00Z");
    expect([await partitionOf(early), await partitionOf(lastInstant), await partitionOf(later)]).toEqual(Array(3).fill("audit_entries_default"));

    const now = new Date("2031-03-15T12:00:00Z");
    expect(await ensureAuditPartitions({ executor: getDb(), now })).toEqual(["2031-03", "2031-04"]);
    expect(await ensureAuditPartitions({ executor: getDb(), now })).toEqual([]);
    expect([await partitionOf(early), await partitionOf(lastInstant), await partitionOf(later)]).toEqual([
      "audit_entries_p2031_03",
      "audit_entries_p2031_04",
      "audit_entries_default",
    ]);
    // Across the month boundary, each entry goes to its month.
    const boundary = [await insertAuditEntry(accountId, "2031-03-31T23:59:59.999999Z"), await insertAuditEntry(accountId, "2031-04-01T00:00:00Z")];
    expect([await partitionOf(boundary[0]!), await partitionOf(boundary[1]!)]).toEqual(["audit_entries_p2031_03", "audit_entries_p2031_04"]);
  });

  it("are created once when two callers race for the same month", async () => {
    const now = new Date("2032-07-10T00:00:00Z");
    const created = await Promise.all([ensureAuditPartitions({ executor: getDb(), now }), ensureAuditPartitions({ executor: getDb(), now })]);
    expect(created.flat().sort()).toEqual(["2032-07", "2032-08"]);
  });

  it("page newest first across months and DEFAULT in exactly the order of one table", async () => {
    const accountId = (await createAccountFixture()).id;
    await ensureAuditPartitions({ executor: getDb(), now: new Date("2033-01-20T00:00:00Z") });
    const times = [
      "2032-06-01T00:00:00Z", // DEFAULT (no partition for that month)
      "2033-01-31T23:59:59.999999Z",
      "2033-01-31T23:59:59.999999Z", // same instant: the id breaks the tie
      "2033-02-01T00:00:00Z",
      "2033-02-01T00:00:00.000001Z",
      "2033-01-01T00:00:00Z",
      "2034-01-01T00:00:00Z", // DEFAULT again, after every month
    ];
    for (const time of times) await insertAuditEntry(accountId, time);
    const expected = await queryRows<{ id: string }>(
      getDb(),
      sql`select id from audit_entries where account_id = ${accountId} order by occurred_at desc, id desc`,
    );
    const seen: AuditEntryRow[] = [];
    let after: AuditPosition | null = null;
    for (let pages = 0; pages < 20; pages++) {
      const page = await listAuditEntries({ accountId, limit: 2, after });
      seen.push(...page.entries);
      if (!page.next) break;
      after = page.next;
    }
    expect(seen.map((entry) => entry.id)).toEqual(expected.map((row) => row.id));
    const sorted = [...seen].sort((a, b) => (a.occurredAtText === b.occurredAtText ? (a.id < b.id ? 1 : -1) : a.occurredAtText < b.occurredAtText ? 1 : -1));
    expect(seen.map((entry) => entry.id)).toEqual(sorted.map((entry) => entry.id));
  });

  it("still refuse UPDATE, DELETE and TRUNCATE outside retention, on the parent and on each partition", async () => {
    const accountId = (await createAccountFixture()).id;
    await ensureAuditPartitions({ executor: getDb(), now: new Date("2031-03-15T00:00:00Z") });
    const id = await insertAuditEntry(accountId, "2031-03-20T00:00:00Z");
    const old = await insertAuditEntry(accountId, "2019-01-01T00:00:00Z");
    const db = getDb();
    expect(
      await Promise.all([
        refusal(db.execute(sql`update audit_entries set action = 'token.revoked' where id = ${id}`)),
        refusal(db.execute(sql`update audit_entries_p2031_03 set action = 'token.revoked' where id = ${id}`)),
        refusal(db.execute(sql`delete from audit_entries_p2031_03 where id = ${id}`)),
        refusal(db.execute(sql`truncate audit_entries_p2031_03`)),
        refusal(db.execute(sql`truncate audit_entries_default`)),
      ]),
    ).toEqual([
      "audit_entries is append-only: UPDATE is not allowed",
      "audit_entries is append-only: UPDATE is not allowed",
      "audit_entries is append-only: DELETE is not allowed",
      "audit_entries is append-only: TRUNCATE is not allowed",
      "audit_entries is append-only: TRUNCATE is not allowed",
    ]);
    // Retention's cutoff lets through only what is older than it, and never a cutoff under 28 days old.
    const underCutoff = (cutoff: string, entry: string) =>
      refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('mis.audit_retention_cutoff', ${cutoff}, true)`);
          await tx.execute(sql`delete from audit_entries where id = ${entry}`);
        }),
      );
    expect(await underCutoff("2019-01-01T00:00:00Z", old)).toBe("audit_entries is append-only: DELETE is not allowed");
    expect(await underCutoff(new Date(Date.now() - 86_400_000).toISOString(), old)).toBe("audit_entries is append-only: DELETE is not allowed");
    expect(await underCutoff("2020-01-01T00:00:00Z", id)).toBe("audit_entries is append-only: DELETE is not allowed");
    expect(await underCutoff("2020-01-01T00:00:00Z", old)).toBe("accepted");
    expect(await refusal(db.execute(sql`delete from audit_entries where id = ${id}`))).toBe("audit_entries is append-only: DELETE is not allowed");
  });
});
