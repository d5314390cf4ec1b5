import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and applied by lib/platform/db/migrate.ts, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/platform/db/schema/index.ts",
  out: "./lib/platform/db/migrations",
});
