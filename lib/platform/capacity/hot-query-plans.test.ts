import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { generateScaleData, type GeneratedScaleData } from "../../domains/seed/scale/generate-scale-data";
import { explainQueries, sequentialScans } from "./testing/explain-queries";
import { prepareHotOperations, type HotOperation } from "./testing/hot-operations";
import { recordQueries } from "./testing/record-queries";

// No hot operation may read a large table sequentially. A tiny test table is read
// sequentially whatever its indexes, so this fills a moderate data set (the bench's generator at
// 1/50: 200 000 audit entries, 20 000 tokens, a year of usage), ANALYZEd, and reads the plans
// PostgreSQL chooses for every statement each operation sends. PGlite's statistics are not
// PostgreSQL's, and the generator needs a superuser session, so it runs on PostgreSQL only.

const onServer = process.env.VITEST_DATABASE === "postgres";
if (!onServer) console.warn("hot-query-plans.test: needs a PostgreSQL server (TEST_DATABASE_URL), so it is SKIPPED on PGlite.");

/** Tables with at least this many rows count as large. */
const LARGE = 10_000;

describe.skipIf(!onServer)("the hot operations' plans on a moderate data set", () => {
  let generated: GeneratedScaleData;
  let operations: HotOperation[];

  beforeAll(async () => {
    const session = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await session.connect();
    const anchor = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
    generated = await generateScaleData(session, { scale: 0.02, anchor, sizes: { usageHours: 8_760, smallTokensInUse: 200 } }).finally(() => session.end());
    operations = await prepareHotOperations();
  }, 90_000);

  it("generated what it claims", () => {
    const rows = Object.fromEntries(generated.tables.map((table) => [table.table, table.rows]));
    expect(rows).toMatchObject({ audit_entries: 200_000, access_tokens: 20_000, webhook_deliveries: 40_000, webhook_attempts: 50_000 });
  });

  it("reads no large table sequentially", async () => {
    const large = generated.tables.filter((table) => table.rows >= LARGE).map((table) => table.table);
    expect(large).toEqual(expect.arrayContaining(["audit_entries", "access_tokens", "webhook_deliveries", "usage_hourly"]));
    const found: string[] = [];
    for (const operation of operations) {
      const explained = await explainQueries(process.env.DATABASE_URL!, await recordQueries(operation.run));
      expect(explained.length, operation.name).toBeGreaterThan(0);
      for (const query of explained) for (const table of sequentialScans(query.root, large)) found.push(`${operation.name}: Seq Scan on ${table}\n${query.plan}`);
    }
    expect(found).toEqual([]);
  }, 60_000);
});
