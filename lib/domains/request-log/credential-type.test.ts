import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../platform/db/client";
import { requestLog } from "../../platform/db/schema";
import { credentialTypes } from "../../platform/schemas/requests";
import { CREDENTIAL_TYPE_CONDITIONS, credentialTypeOf } from "./credential-type";

// The caller-kind rule is written twice (a record read, an SQL filter): for every combination of
// the three credential columns, each record must be matched by exactly the filter whose kind
// credentialTypeOf names, and by none when it names none.

const occurredAt = new Date("2026-03-01T12:00:00Z");
const shapes = [
  { tokenId: "tok_a", clientId: "oac_a", credentialName: "CI token" },
  { tokenId: "tok_b", clientId: null, credentialName: "Deploy token" },
  { tokenId: null, clientId: "oac_c", credentialName: "Billing sync" },
  { tokenId: null, clientId: null, credentialName: "Ada Admin" },
  { tokenId: null, clientId: null, credentialName: null },
];

describe("the caller-kind rule", () => {
  it("sorts every combination of credential columns the same way in SQL and in code", async () => {
    const db = getDb();
    const rows = shapes.map((shape, index) => ({
      ...shape,
      requestId: `req_credtype0000${index}`,
      occurredAt,
      accountId: "acc_credtype",
      method: "GET",
      pathTemplate: "/v1/modules",
      path: "/v1/modules",
      status: 200,
      durationUs: 1,
    }));
    await db.insert(requestLog).values(rows);
    try {
      for (const type of credentialTypes) {
        const matched = await db
          .select({ requestId: requestLog.requestId })
          .from(requestLog)
          .where(sql`${eq(requestLog.accountId, "acc_credtype")} and ${CREDENTIAL_TYPE_CONDITIONS[type]}`);
        const expected = rows.filter((row) => credentialTypeOf(row) === type).map((row) => row.requestId);
        expect(expected.length, type).toBeGreaterThan(0);
        expect(matched.map((row) => row.requestId).sort(), type).toEqual(expected.sort());
      }
      expect(credentialTypeOf(rows[4]!)).toBeNull();
    } finally {
      await db.delete(requestLog).where(inArray(requestLog.requestId, rows.map((row) => row.requestId)));
    }
  });
});
