import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { newId } from "../../platform/ids";
import { createAccountFixture } from "../modules/testing/create-module-fixture";
import { systemActor } from "./actor";
import { auditPageQuery, listAuditEntries, type AuditEntryRow, type AuditPosition } from "./list-audit-entries";
import { recordAuditEntry } from "./record-audit-entry";

// Entries are written with raw SQL so their times can carry microseconds (a JS Date cannot).

interface Seed {
  at: string;
  action?: string;
  actorId?: string | null;
  resourceId?: string | null;
}

async function insertEntry(accountId: string, seed: Seed): Promise<string> {
  const id = newId("aud");
  await getDb().execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_id, actor_display, resource_type, resource_id)
    values (${id}, ${accountId}, ${seed.at}::timestamptz, ${seed.action ?? "token.created"}, 'user', ${seed.actorId ?? null},
            'someone@example.test', ${seed.resourceId ? "access_token" : null}, ${seed.resourceId ?? null})`);
  return id;
}

/** Walks the whole journal by keyset, calling `between` after every page. */
async function walk(accountId: string, limit: number, between: () => Promise<void> = async () => {}): Promise<AuditEntryRow[]> {
  const seen: AuditEntryRow[] = [];
  let after: AuditPosition | null = null;
  for (let pages = 0; pages < 1000; pages++) {
    const page = await listAuditEntries({ accountId, limit, after });
    seen.push(...page.entries);
    if (!page.next) return seen;
    after = page.next;
    await between();
  }
  throw new Error("the walk did not end");
}

/** A fixed permutation (17 is coprime with the 40 seeds): deterministic, and far from sorted. */
const shuffled = <T>(items: T[]) => items.map((_, i) => items[(i * 17) % items.length]!);

describe("listAuditEntries", () => {
  let accountId: string;
  const initial = new Set<string>();

  beforeAll(async () => {
    accountId = (await createAccountFixture()).id;
    const seeds: Seed[] = [
      // Ten entries at the very same microsecond: only the id orders them.
      ...Array.from({ length: 10 }, () => ({ at: "2026-03-01T12:00:00.500000Z" })),
      // Ten entries a microsecond apart, all inside one millisecond.
      ...Array.from({ length: 10 }, (_, i) => ({ at: `2026-03-01T11:00:00.123${String(i).padStart(3, "0")}Z` })),
      // And twenty a second apart.
      ...Array.from({ length: 20 }, (_, i) => ({ at: `2026-03-01T10:00:${String(i).padStart(2, "0")}.000000Z` })),
    ];
    // Inserted out of order, so the ids of one instant are not in insertion order by accident.
    for (const seed of shuffled(seeds)) initial.add(await insertEntry(accountId, seed));
  });

  it("pages newest first by (occurred_at, id) with full microsecond precision", async () => {
    const seen = await walk(accountId, 7);
    expect(seen.map((entry) => entry.id).sort()).toEqual([...initial].sort());
    for (let i = 1; i < seen.length; i++) {
      const [newer, older] = [seen[i - 1]!, seen[i]!];
      const ordered = newer.occurredAtText > older.occurredAtText || (newer.occurredAtText === older.occurredAtText && newer.id > older.id);
      expect(ordered, `${newer.occurredAtText} ${newer.id} before ${older.occurredAtText} ${older.id}`).toBe(true);
    }
    expect(seen.some((entry) => entry.occurredAtText === "2026-03-01T11:00:00.123004Z")).toBe(true);
  });

  it("loses and repeats nothing while new entries arrive between pages", async () => {
    let arrivals = 0;
    const arrived: string[] = [];
    const seen = await walk(accountId, 3, async () => {
      arrivals++;
      // New entries: now, and at the exact instant of the newest entries (a later id breaks the tie).
      arrived.push(await insertEntry(accountId, { at: new Date().toISOString() }));
      arrived.push(await insertEntry(accountId, { at: "2026-03-01T12:00:00.500000Z" }));
    });
    expect(arrivals).toBeGreaterThan(10);
    const ids = seen.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...initial].sort());

    // A new walk sees every entry, old and new, exactly once.
    const all = (await walk(accountId, 50)).map((entry) => entry.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...initial, ...arrived].sort());
    for (const id of arrived) initial.add(id);
  });

  it("filters by action, actor, resource and a time range (since inclusive, until exclusive)", async () => {
    const other = (await createAccountFixture()).id;
    const actorId = newId("usr");
    const resourceId = newId("tok");
    const revoked = await insertEntry(other, { at: "2026-04-01T00:00:00.000001Z", action: "token.revoked", actorId, resourceId });
    await insertEntry(other, { at: "2026-04-01T00:00:00.000002Z", action: "token.created", actorId });
    await insertEntry(other, { at: "2026-04-01T00:00:00.000003Z", action: "token.created", resourceId });
    const ids = async (filters: Parameters<typeof listAuditEntries>[0]) => (await listAuditEntries(filters)).entries.map((entry) => entry.id);

    expect(await ids({ accountId: other, action: "token.revoked" })).toEqual([revoked]);
    expect(await ids({ accountId: other, actorId })).toHaveLength(2);
    expect(await ids({ accountId: other, resourceId })).toHaveLength(2);
    expect(await ids({ accountId: other, actorId, resourceId })).toEqual([revoked]);
    expect(await ids({ accountId: other, since: "2026-04-01T00:00:00.000002Z" })).toHaveLength(2);
    expect(await ids({ accountId: other, until: "2026-04-01T00:00:00.000002Z" })).toEqual([revoked]);
    expect(await ids({ accountId: other, since: "2026-04-01T02:00:00.000002+02:00", until: "2026-04-01T00:00:00.000003Z" })).toHaveLength(1);
    expect(await ids({ accountId: other, action: "webhook.created" })).toEqual([]);
  });

  it("never shows another account's entries", async () => {
    const stranger = (await createAccountFixture()).id;
    expect((await listAuditEntries({ accountId: stranger, limit: 200 })).entries).toEqual([]);
    const page = await listAuditEntries({ accountId, limit: 1000 });
    expect(page.entries.every((entry) => entry.accountId === accountId)).toBe(true);
    expect(page.entries).toHaveLength(initial.size);
  });

  it("refuses a limit outside 1–1000", async () => {
    await expect(listAuditEntries({ accountId, limit: 0 })).rejects.toThrow(/limit/);
    await expect(listAuditEntries({ accountId, limit: 1001 })).rejects.toThrow(/limit/);
  });
});

/** The database's own message (drizzle wraps it as the `cause` of a "Failed query" error). */
async function databaseRefusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return "accepted";
}

describe("the audit journal is append-only in the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE from any client, even raw SQL", async () => {
    const accountId = (await createAccountFixture()).id;
    const id = await insertEntry(accountId, { at: "2026-05-01T00:00:00Z" });
    const refusals = await Promise.all([
      databaseRefusal(getDb().execute(sql`update audit_entries set action = 'token.revoked' where id = ${id}`)),
      databaseRefusal(getDb().execute(sql`delete from audit_entries where id = ${id}`)),
      databaseRefusal(getDb().execute(sql`delete from audit_entries`)),
      databaseRefusal(getDb().execute(sql`truncate audit_entries`)),
    ]);
    expect(refusals).toEqual([
      "audit_entries is append-only: UPDATE is not allowed",
      "audit_entries is append-only: DELETE is not allowed",
      "audit_entries is append-only: DELETE is not allowed",
      "audit_entries is append-only: TRUNCATE is not allowed",
    ]);
    const { entries } = await listAuditEntries({ accountId });
    expect(entries.map((entry) => [entry.id, entry.action])).toEqual([[id, "token.created"]]);
  });
});

describe("the page query", () => {
  const usr = newId("usr");
  const resource = newId("wh");
  // Each filter has an index ending with the keyset (occurred_at, id), so a page deep in a
  // filtered journal starts at its position too instead of reading and sorting what follows.
  // The journal is partitioned by month (migration 0012): each month's copy of the index is
  // walked, and a Merge Append interleaves them in order.
  it.each([
    ["no filter", {}, "account_id"],
    ["an action", { action: "token.created" }, "action"],
    ["an actor", { actorId: usr }, "actor_id"],
    ["a resource", { resourceId: resource }, "resource_id"],
  ])("with %s, walks each month's index from the position, with no sort of the journal", async (_, filters, filterColumn) => {
    const accountId = (await createAccountFixture()).id;
    const { sql: text, params } = auditPageQuery({ accountId, ...filters, after: { occurredAt: "2026-03-01T12:00:00.500000Z", id: newId("aud") } }, 51).toSQL();
    const literal = (value: unknown) => `'${String(value).replaceAll("'", "''")}'`;
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
    const plan = await getDb().transaction(async (tx) => {
      // Tiny test tables would be read sequentially anyway; what matters is whether the index can serve the order.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql.raw(`explain ${inlined}`));
      return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
    });
    const scans = plan.match(/Index Scan using \S+ on audit_entries_\w+/g) ?? [];
    expect(scans.length, plan).toBeGreaterThan(0);
    expect(plan, "no sequential scan").not.toMatch(/Seq Scan/);
    expect(plan, "no sort of its own, only the merge of ordered scans").not.toMatch(/(^|->)\s*Sort\s+\(/m);
    // The filter and the keyset are both in the index condition: the scan starts at the position.
    expect(plan).toMatch(new RegExp(`Index Cond: .*\\b${filterColumn} = .*ROW\\(occurred_at, id\\) < ROW`));
    expect(plan).toMatch(/Index Cond: .*ROW\(occurred_at, id\) < ROW/);
    // Months newer than the position are not read at all (partition pruning).
    expect(plan).not.toMatch(/on audit_entries_p2026_(0[4-9]|1[0-2])\b/);
  });
});

describe("listAuditEntries by kind of actor", () => {
  it("picks the operator's entries, which have no actor id", async () => {
    const accountId = (await createAccountFixture()).id;
    const operator = await getDb().transaction((tx) => recordAuditEntry(tx, { accountId, action: "token.revoked", actor: systemActor(), metadata: { name: "ci", token_hint: "mis_…abcd" } }));
    await insertEntry(accountId, { at: "2026-04-01T00:00:00Z", actorId: newId("usr") });
    const page = await listAuditEntries({ accountId, limit: 10, after: null, actorType: "system" });
    expect(page.entries.map((entry) => entry.id)).toEqual([operator.id]);
  });
});
