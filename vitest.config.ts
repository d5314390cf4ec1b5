import path from "node:path";
import { defineConfig } from "vitest/config";

// Service tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn("vitest: TEST_DATABASE_URL is not set, so the PostgreSQL run is SKIPPED (PGlite only).");
}

const shared = {
  include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "clients/typescript/**/*.test.ts"],
  setupFiles: ["lib/testing/setup-database.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    projects: [
      {
        extends: true as const,
        test: { ...shared, name: "pglite", env: { VITEST_DATABASE: "pglite" }, globalSetup: ["lib/testing/pglite-template.global.ts"] },
      },
      ...(postgresUrl
        ? [
            {
              extends: true as const,
              test: { ...shared, name: "postgres", env: { VITEST_DATABASE: "postgres" }, globalSetup: ["lib/testing/postgres-template.global.ts"] },
            },
          ]
        : []),
    ],
  },
});
