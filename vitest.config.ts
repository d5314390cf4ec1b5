import path from "node:path";
import { defineConfig } from "vitest/config";
import { listTestFiles, splitTestFilesByDatabase } from "./lib/testing/database-test-files";

// Service tests that need a database run on embedded PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set, each file with a migrated database of its own. The others (no
// database reached: see lib/testing/database-test-files.ts) run once, in the "unit" project.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn("vitest: TEST_DATABASE_URL is not set, so the PostgreSQL run is SKIPPED (PGlite only).");
}

const root = import.meta.dirname;
const { database, unit } = splitTestFilesByDatabase(root, listTestFiles(root, ["lib", "app", "components", "clients/typescript"]));

const timeouts = { testTimeout: 20_000, hookTimeout: 60_000 };
const withDatabase = { ...timeouts, include: database, setupFiles: ["lib/testing/setup-database.ts"] };

export default defineConfig({
  resolve: { alias: { "@": path.resolve(root) } },
  test: {
    // Vitest's default on two cores is one worker (cores − 1), and the service tests spend much of
    // their time waiting (on PostgreSQL, on servers and clocks they start): two keep both cores
    // busy. Each file has a database of its own and random Redis keys, so files may overlap.
    maxWorkers: 2,
    // Child processes (vitest's default), not worker threads: a thread took 373 s against 449 s
    // here, but on 2026-12-02 one thread never ended after its file passed: Node spun in the
    // worker's teardown (node::Environment::CleanupHandles, 12 min at 100 % CPU, found with gdb)
    // and the run hung. A child process is ended by a signal whatever it holds.
    pool: "forks",
    // next-auth imports "next/server" without an extension, which Node's resolver refuses: let
    // Vite resolve it (the sudo-coverage test imports every server action, Auth.js included).
    server: { deps: { inline: ["next-auth"] } },
    projects: [
      { extends: true as const, test: { ...timeouts, name: "unit", include: unit } },
      {
        extends: true as const,
        test: { ...withDatabase, name: "pglite", env: { VITEST_DATABASE: "pglite" }, globalSetup: ["lib/testing/pglite-template.global.ts"] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { ...withDatabase, name: "postgres", env: { VITEST_DATABASE: "postgres" }, globalSetup: ["lib/testing/postgres-template.global.ts"] },
            },
          ]
        : []),
    ],
  },
});
