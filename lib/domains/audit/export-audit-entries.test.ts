import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { createAccountFixture } from "../modules/testing/create-module-fixture";
import { csvField } from "./audit-entry-csv";
import { exportAuditEntries } from "./export-audit-entries";

const COUNT = 2_345;
let accountId: string;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

beforeAll(async () => {
  accountId = (await createAccountFixture()).id;
  // Bulk-loaded in one statement, a millisecond apart, every 10th a sign-in.
  await getDb().execute(sql`
    insert into audit_entries (id, account_id, occurred_at, action, actor_type, actor_id, actor_display, metadata)
    select 'aud_' || lpad(i::text, 26, '0'), ${accountId}, timestamptz '2026-01-01T00:00:00Z' + i * interval '1 millisecond',
           case when i % 10 = 0 then 'user.signed_in' else 'token.created' end, 'user', null,
           case when i = 7 then '=HYPERLINK("https://evil.example")' else 'admin@acme.test' end, jsonb_build_object('n', i)
    from generate_series(1, ${COUNT}) as i`);
});

describe("exportAuditEntries", () => {
  it("streams the whole journal as CSV, newest first, one batch per read", async () => {
    const reader = exportAuditEntries({ accountId, filters: {}, format: "csv", batchSize: 1000 }).getReader();
    const firstChunk = new TextDecoder().decode((await reader.read()).value);
    // The first read holds the header and one batch, not the whole journal.
    expect(firstChunk.split("\r\n").filter(Boolean)).toHaveLength(1 + 1000);
    await reader.cancel();

    const csv = await readAll(exportAuditEntries({ accountId, filters: {}, format: "csv", batchSize: 1000 }));
    const lines = csv.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("id,occurred_at,action,actor_type,actor_id,actor_display,resource_type,resource_id,ip,user_agent,metadata");
    expect(lines).toHaveLength(COUNT + 1);
    expect(lines[1]).toMatch(/^aud_0+2345,2026-01-01T00:00:02\.345000Z,token\.created,user,,admin@acme\.test,,,,,"{""n"":2345}"$/);
    expect(new Set(lines.map((line) => line.split(",")[0])).size).toBe(COUNT + 1);
    // A display name that a spreadsheet would run as a formula is defused.
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it("streams the filtered journal as NDJSON in the API's shape", async () => {
    const ndjson = await readAll(exportAuditEntries({ accountId, filters: { action: "user.signed_in" }, format: "ndjson", batchSize: 100 }));
    const entries = ndjson.trim().split("\n").map((line) => JSON.parse(line));
    expect(entries).toHaveLength(234);
    expect(entries[0]).toMatchObject({ action: "user.signed_in", actor: { type: "user", id: null }, resource: null, metadata: { n: 2340 } });
    expect(entries.at(-1).metadata).toEqual({ n: 10 });
  });

  it("exports nothing but the CSV header for an empty selection", async () => {
    expect(await readAll(exportAuditEntries({ accountId, filters: { action: "webhook.created" }, format: "csv" }))).toBe(
      "id,occurred_at,action,actor_type,actor_id,actor_display,resource_type,resource_id,ip,user_agent,metadata\r\n",
    );
  });
});

describe("csvField", () => {
  it("quotes separators, quotes and line breaks, and defuses formulas", () => {
    expect(csvField(null)).toBe("");
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a,"b"')).toBe('"a,""b"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3")).toBe("'-2+3");
  });
});
