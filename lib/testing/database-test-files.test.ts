import path from "node:path";
import { describe, expect, it } from "vitest";
import { listTestFiles, splitTestFilesByDatabase } from "./database-test-files";

// The split vitest.config.ts runs by: a test that reaches the database must never land in the
// once-only "unit" project, or it would silently skip PostgreSQL.

const root = path.resolve(import.meta.dirname, "../..");

describe("which test files need a database", () => {
  const { database, unit } = splitTestFilesByDatabase(root, listTestFiles(root, ["lib", "app", "components", "clients/typescript"]));

  it("puts tests that reach the database client, directly or through helpers, on both databases", () => {
    expect(database).toEqual(expect.arrayContaining(["lib/domains/seed/seed-demo-data.test.ts", "lib/domains/audit/list-audit-entries.test.ts", "lib/adapters/api/v1-app.property.test.ts"]));
  });

  it("puts the command-line test, whose child processes get the database, on both databases", () => {
    expect(database).toContain("lib/adapters/cli/cli.test.ts");
  });

  it("runs tests that never touch a database once", () => {
    expect(unit).toEqual(expect.arrayContaining(["lib/platform/format/date-time.test.ts", "lib/domains/webhooks/sign-payload.test.ts", "lib/testing/database-test-files.test.ts"]));
    expect(unit.filter((file) => database.includes(file))).toEqual([]);
  });
});
