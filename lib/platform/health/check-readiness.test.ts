import { describe, expect, it } from "vitest";
import { checkReadiness } from "./check-readiness";

// The outage side (503 while PostgreSQL is cut off) is in e2e/faults/database-outage.spec.ts,
// against the production server.
describe("checkReadiness", () => {
  it("is ready when the database (and Redis, when configured) answer", async () => {
    expect(await checkReadiness()).toEqual({ ready: true, failing: [] });
  });
});
